import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('throws when read during server rendering', () => {
    expect(() => readCookie('codeVariant')).toThrow(
      'Cookies are read on the client only: "codeVariant" was read during server rendering.',
    );
  });

  it('writes path=/ and a one-year max-age, and reads it back', () => {
    const jar = { cookie: '' };
    const writes: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return jar.cookie;
      },
      set cookie(value: string) {
        writes.push(value);
        jar.cookie = value.split(';')[0] ?? '';
      },
    });
    writeCookie('codeVariant', 'JS');
    expect(writes[0]).toMatch(/^codeVariant=JS; path=\/; max-age=31536000; sameSite=lax$/i);
    expect(readCookie('codeVariant')).toBe('JS');
  });

  it('encodes values, finds a cookie among others, and ignores one it cannot decode', () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', {
      get cookie() {
        return jar.cookie;
      },
      set cookie(value: string) {
        jar.cookie = value.split(';')[0] ?? '';
      },
    });
    writeCookie('codeStyling', 'MUI System');
    expect(jar.cookie).toBe('codeStyling=MUI%20System');
    jar.cookie = `a=1; xcodeStyling=no; codeStyling=MUI%20System; broken=%E0%A4%A`;
    expect(readCookie('codeStyling')).toBe('MUI System');
    expect(readCookie('broken')).toBeUndefined();
    expect(readCookie('missing')).toBeUndefined();
  });
});
