import { describe, expect, it } from 'vitest';
import generatedCodes from './errorCodes.generated.json';
import { decodeErrorMessage, parseErrorQuery, productionErrorPath } from './decodeError';

const codes = { '9': 'MUI: Unsupported `%s` color.', '11': 'The color%s is invalid: needs `main` or `%s`.' };

describe('decodeErrorMessage', () => {
  it('fills each %s with the arguments in order', () => {
    expect(decodeErrorMessage(codes, '11', [' (primary)', '500'])).toBe(
      'The color (primary) is invalid: needs `main` or `500`.',
    );
  });
  it('leaves missing arguments empty', () => {
    expect(decodeErrorMessage(codes, '9', [])).toBe('MUI: Unsupported `` color.');
  });
  it('returns null for an unknown code', () => {
    expect(decodeErrorMessage(codes, '999', [])).toBeNull();
  });
  it('knows the codes of the installed Material UI', () => {
    expect(decodeErrorMessage(generatedCodes, '9', ['tomato'])).toMatch(/^MUI: Unsupported `tomato` color\./);
  });
});

describe('parseErrorQuery', () => {
  it('reads the code and the repeated args[]', () => {
    expect(parseErrorQuery('?code=11&args[]=%20(primary)&args[]=500')).toEqual({
      code: '11',
      args: [' (primary)', '500'],
    });
    expect(parseErrorQuery('')).toEqual({ code: null, args: [] });
  });
});

describe('productionErrorPath', () => {
  it('links a minified error to our decoder page, keeping its arguments', () => {
    const message =
      'Minified MUI error #9; visit https://mui.com/production-error/?code=9&args%5B%5D=tomato for the full message.';
    expect(productionErrorPath(message)).toBe('/production-error/?code=9&args%5B%5D=tomato');
  });
  it('is null for other errors', () => {
    expect(productionErrorPath('Cannot read properties of undefined')).toBeNull();
  });
});
