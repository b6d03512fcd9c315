import { describe, expect, it } from 'vitest';
import { codeStylingFromHash, codeVariantFromHash, resolveCodeStyling, resolveCodeVariant } from './codeVariant';

describe('resolveCodeVariant', () => {
  it('defaults to TS', () => {
    expect(resolveCodeVariant({ hash: '', cookie: undefined })).toBe('TS');
  });
  it('uses a valid cookie', () => {
    expect(resolveCodeVariant({ hash: '', cookie: 'JS' })).toBe('JS');
  });
  it('ignores an invalid cookie', () => {
    expect(resolveCodeVariant({ hash: '', cookie: 'js' })).toBe('TS');
    expect(resolveCodeVariant({ hash: '', cookie: 'Python' })).toBe('TS');
  });
  it('lets the hash beat the cookie', () => {
    expect(resolveCodeVariant({ hash: '#BasicGrid.js', cookie: 'TS' })).toBe('JS');
    expect(resolveCodeVariant({ hash: '#BasicGrid.tsx', cookie: 'JS' })).toBe('TS');
  });
  it('ignores hashes that do not end in .js or .tsx', () => {
    expect(codeVariantFromHash('#sorting')).toBeUndefined();
    expect(codeVariantFromHash('#Grid.jsx')).toBeUndefined();
    expect(codeVariantFromHash('#Grid.ts')).toBeUndefined();
    expect(resolveCodeVariant({ hash: '#Grid.json', cookie: 'JS' })).toBe('JS');
  });
});

describe('resolveCodeStyling', () => {
  it('reads the styling prefix of a source hash', () => {
    expect(codeStylingFromHash('#tailwind-Card.tsx')).toBe('Tailwind');
    expect(codeStylingFromHash('#css-Card.js')).toBe('CSS');
    expect(codeStylingFromHash('#system-Card.js')).toBe('MUI System');
    expect(codeStylingFromHash('#Card.js')).toBeUndefined();
    expect(codeStylingFromHash('#tailwind-card')).toBeUndefined();
  });
  it('falls back to a valid cookie, then MUI System', () => {
    expect(resolveCodeStyling({ hash: '', cookie: 'CSS' })).toBe('CSS');
    expect(resolveCodeStyling({ hash: '#css-Card.tsx', cookie: 'Tailwind' })).toBe('CSS');
    expect(resolveCodeStyling({ hash: '', cookie: 'Sass' })).toBe('MUI System');
    expect(resolveCodeStyling({ hash: '', cookie: undefined })).toBe('MUI System');
  });
});
