import { describe, expect, it } from 'vitest';
import { isExcludedFromLanguages, languagePrefix, pathInLanguage, pathnameToLanguage } from './language';

describe('pathnameToLanguage', () => {
  it('reads an unprefixed path as English', () => {
    expect(pathnameToLanguage('/x/react-data-grid/sorting/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/x/react-data-grid/sorting/',
      canonicalAsServer: '/x/react-data-grid/sorting/',
      canonicalPathname: '/x/react-data-grid/sorting',
    });
  });

  it('strips the Chinese prefix', () => {
    expect(pathnameToLanguage('/zh/x/react-charts/')).toMatchObject({
      userLanguage: 'zh',
      canonicalAs: '/x/react-charts/',
      canonicalPathname: '/x/react-charts',
    });
  });

  it('reads /zh alone and /zh/ as the Chinese root', () => {
    expect(pathnameToLanguage('/zh')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/', canonicalPathname: '/' });
    expect(pathnameToLanguage('/zh/')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/', canonicalPathname: '/' });
  });

  it('keeps an unknown two-letter prefix as part of an English path', () => {
    expect(pathnameToLanguage('/zz/x/introduction/')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/zz/x/introduction/',
    });
  });

  it('does not mistake a longer first segment for a language', () => {
    expect(pathnameToLanguage('/zhx/page/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zhx/page/' });
  });

  it('treats an explicit /en prefix as part of the path (English has no prefix)', () => {
    expect(pathnameToLanguage('/en/x/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/en/x/' });
  });

  it('keeps the fragment in canonicalAs only', () => {
    const info = pathnameToLanguage('/zh/x/react-data-grid/sorting/#sort-model');
    expect(info.canonicalAs).toBe('/x/react-data-grid/sorting/#sort-model');
    expect(info.canonicalAsServer).toBe('/x/react-data-grid/sorting/');
    expect(info.canonicalPathname).toBe('/x/react-data-grid/sorting');
  });

  it('drops the query string', () => {
    const info = pathnameToLanguage('/zh/x/introduction/?utm_source=x#top');
    expect(info.canonicalAs).toBe('/x/introduction/#top');
    expect(info.canonicalAsServer).toBe('/x/introduction/');
  });

  it('collapses double slashes', () => {
    expect(pathnameToLanguage('//zh//x//introduction/').canonicalAsServer).toBe('/x/introduction/');
    expect(pathnameToLanguage('/x//api/charts/').canonicalAsServer).toBe('/x/api/charts/');
  });

  it('gives the same canonical pathname with or without a trailing slash', () => {
    expect(pathnameToLanguage('/x/introduction').canonicalPathname).toBe('/x/introduction');
    expect(pathnameToLanguage('/x/introduction/').canonicalPathname).toBe('/x/introduction');
    expect(pathnameToLanguage('/').canonicalPathname).toBe('/');
    expect(pathnameToLanguage('').canonicalPathname).toBe('/');
  });

  it('rewrites a leading /api to /api-docs in the canonical pathname', () => {
    expect(pathnameToLanguage('/api/data-grid/').canonicalPathname).toBe('/api-docs/data-grid');
    expect(pathnameToLanguage('/zh/api').canonicalPathname).toBe('/api-docs');
    expect(pathnameToLanguage('/apis/').canonicalPathname).toBe('/apis');
    expect(pathnameToLanguage('/x/api/charts/').canonicalPathname).toBe('/x/api/charts');
  });
});

describe('languagePrefix', () => {
  it('is empty for English and /zh for Chinese', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('zh')).toBe('/zh');
    expect(pathInLanguage('/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(pathInLanguage('/x/introduction/', 'en')).toBe('/x/introduction/');
  });

  it('leaves blog pages and the size snapshot out of language handling', () => {
    expect(isExcludedFromLanguages('/blog')).toBe(true);
    expect(isExcludedFromLanguages('/blog/mui-x-v8/')).toBe(true);
    expect(isExcludedFromLanguages('/size-snapshot/')).toBe(true);
    expect(isExcludedFromLanguages('/blogging/')).toBe(false);
    expect(languagePrefix('zh', '/blog/post/')).toBe('');
    expect(pathInLanguage('/size-snapshot/', 'zh')).toBe('/size-snapshot/');
  });
});
