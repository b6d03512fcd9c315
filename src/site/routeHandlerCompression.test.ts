import { describe, expect, it } from 'vitest';
import { contentTypeAsString } from './routeHandlerCompression';

describe('contentTypeAsString', () => {
  it('stores a one-element Content-Type array as its string, whatever the case of the name', () => {
    expect(contentTypeAsString('content-type', ['text/css; charset=utf-8'])).toBe('text/css; charset=utf-8');
    expect(contentTypeAsString('Content-Type', ['application/json'])).toBe('application/json');
  });

  it('leaves other headers, strings and several values as they are', () => {
    expect(contentTypeAsString('vary', ['rsc'])).toEqual(['rsc']);
    expect(contentTypeAsString('set-cookie', ['a=1'])).toEqual(['a=1']);
    expect(contentTypeAsString('content-type', 'text/html')).toBe('text/html');
    expect(contentTypeAsString('content-type', ['text/html', 'text/plain'])).toEqual(['text/html', 'text/plain']);
    expect(contentTypeAsString('content-length', 42)).toBe(42);
  });
});
