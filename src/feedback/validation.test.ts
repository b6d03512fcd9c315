import { describe, expect, it } from 'vitest';
import { flattenPages } from '../routing/pageTree';
import { pageTree } from '../routing/pageTree.data';
import { pageChecker } from './pages';
import { characterCount, decodeJsonBody, MAX_COMMENT_LENGTH, validateSubmission, type Validation } from './validation';

const rules = { isPage: pageChecker(flattenPages(pageTree)), languages: ['en', 'zh'] };
const valid = { pathname: '/x/react-data-grid/sorting/', language: 'en', rating: 'yes' };
const check = (body: unknown) => validateSubmission(body, rules);
const fieldOf = (result: Validation<unknown>) => (result.ok ? undefined : result.error.field);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeJsonBody', () => {
  it('decodes UTF-8 JSON', () => {
    expect(decodeJsonBody(utf8('{"comment":"héllo 👋"}'))).toEqual({ ok: true, value: { comment: 'héllo 👋' } });
  });

  it('rejects bytes that are not UTF-8, naming the body', () => {
    // Latin-1 "é" (0xE9) inside a JSON string, and a lone continuation byte.
    const latin1 = Uint8Array.from([...utf8('{"comment":"caf'), 0xe9, ...utf8('"}')]);
    expect(decodeJsonBody(latin1)).toEqual({
      ok: false,
      error: { field: 'body', message: 'The body is not valid UTF-8.' },
    });
    expect(fieldOf(decodeJsonBody(Uint8Array.from([0x7b, 0x80, 0x7d])))).toBe('body');
  });

  it('rejects text that is not JSON', () => {
    expect(fieldOf(decodeJsonBody(utf8('rating=yes')))).toBe('body');
    expect(fieldOf(decodeJsonBody(utf8('')))).toBe('body');
  });
});

describe('validateSubmission', () => {
  it('accepts a minimal submission and keeps only known fields', () => {
    expect(check(valid)).toEqual({ ok: true, value: valid });
  });

  it('accepts every optional field', () => {
    const id = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    const result = check({
      ...valid,
      id,
      rating: 'no',
      comment: '  Missing an example.  ',
      sectionId: 'sort-model',
      sectionTitle: 'Sort model',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        id: id.toLowerCase(),
        rating: 'no',
        comment: 'Missing an example.',
        sectionId: 'sort-model',
        sectionTitle: 'Sort model',
      },
    });
  });

  it('requires a JSON object', () => {
    for (const body of [null, [], 'yes', 42, true]) expect(fieldOf(check(body))).toBe('body');
  });

  it('rejects unknown fields, naming them', () => {
    expect(check({ ...valid, email: 'a@b.c' })).toEqual({
      ok: false,
      error: { field: 'email', message: 'Unknown field.' },
    });
    expect(fieldOf(check({ ...valid, __proto__x: 1 }))).toBe('__proto__x');
    // A huge unknown name is not echoed whole.
    expect(fieldOf(check({ ...valid, ['k'.repeat(5000)]: 1 }))?.length).toBe(64);
  });

  it('accepts only pathnames of pages of the tree', () => {
    expect(check({ ...valid, pathname: '/x/introduction/' }).ok).toBe(true);
    expect(check({ ...valid, pathname: '/x/api/data-grid/data-grid/' }).ok).toBe(true);
    for (const pathname of [
      '/x/react-data-grid/not-a-page/',
      '/x/react-data-grid/sorting', // not the canonical URL
      '/zh/x/react-data-grid/sorting/', // the language is its own field
      '/x/react-data-grid/sorting/?a=1',
      '/x/react-data-grid-group/', // a group of the tree
      'https://mui.com/x/whats-new/', // an external link of the tree
      'https://example.com/x/react-data-grid/sorting/',
      '/../etc/passwd',
      `/x/${'a'.repeat(600)}/`,
      '',
      42,
      undefined,
    ]) {
      expect(fieldOf(check({ ...valid, pathname })), String(pathname)).toBe('pathname');
    }
  });

  it('accepts only the pages it is given: unwritten pages of the tree are not pages of the site', () => {
    const written = flattenPages(pageTree).filter((page) => page.node.pathname !== '/x/react-data-grid/sorting');
    const strict = { ...rules, isPage: pageChecker(written) };
    expect(fieldOf(validateSubmission(valid, strict))).toBe('pathname');
    expect(validateSubmission({ ...valid, pathname: '/x/react-data-grid/filtering/' }, strict).ok).toBe(true);
  });

  it('accepts the supported languages only', () => {
    expect(check({ ...valid, language: 'zh' }).ok).toBe(true);
    for (const language of ['fr', 'EN', '', undefined, 1])
      expect(fieldOf(check({ ...valid, language }))).toBe('language');
  });

  it('accepts yes or no ratings only', () => {
    expect(check({ ...valid, rating: 'no' }).ok).toBe(true);
    for (const rating of ['Yes', 'maybe', true, 1, undefined, null])
      expect(fieldOf(check({ ...valid, rating }))).toBe('rating');
  });

  it('stores HTML in comments as the text it is', () => {
    const comment = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    expect(check({ ...valid, comment })).toEqual({ ok: true, value: { ...valid, comment } });
  });

  it('limits comments to 2000 characters, counting characters rather than UTF-16 units', () => {
    expect(check({ ...valid, comment: 'a'.repeat(MAX_COMMENT_LENGTH) }).ok).toBe(true);
    expect(check({ ...valid, comment: '😀'.repeat(MAX_COMMENT_LENGTH) }).ok).toBe(true);
    expect(characterCount('😀'.repeat(MAX_COMMENT_LENGTH))).toBe(2000);
    expect(check({ ...valid, comment: 'a'.repeat(MAX_COMMENT_LENGTH + 1) })).toEqual({
      ok: false,
      error: { field: 'comment', message: 'comment is longer than 2000 characters.' },
    });
    expect(fieldOf(check({ ...valid, comment: 'a'.repeat(100_000) }))).toBe('comment');
  });

  it('keeps line breaks and tabs but rejects other control characters and broken surrogates', () => {
    expect(check({ ...valid, comment: 'line 1\r\nline 2\tend' }).ok).toBe(true);
    for (const comment of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'lone \ud800 half', 'x\udc00']) {
      expect(fieldOf(check({ ...valid, comment })), JSON.stringify(comment)).toBe('comment');
    }
    expect(check({ ...valid, comment: 'pair 😀 ok' }).ok).toBe(true);
  });

  it('treats an empty comment as no comment, and rejects non-string comments', () => {
    expect(check({ ...valid, comment: '   \n ' })).toEqual({ ok: true, value: valid });
    for (const comment of [null, 12, ['a'], { text: 'a' }])
      expect(fieldOf(check({ ...valid, comment }))).toBe('comment');
  });

  it('needs a heading slug and a title for a section', () => {
    expect(check({ ...valid, sectionId: '排序-rows_2', sectionTitle: '排序 rows' }).ok).toBe(true);
    expect(fieldOf(check({ ...valid, sectionId: 'a b', sectionTitle: 'A' }))).toBe('sectionId');
    expect(fieldOf(check({ ...valid, sectionId: '<x>', sectionTitle: 'A' }))).toBe('sectionId');
    expect(fieldOf(check({ ...valid, sectionId: 'a'.repeat(201), sectionTitle: 'A' }))).toBe('sectionId');
    expect(fieldOf(check({ ...valid, sectionTitle: 'A' }))).toBe('sectionId');
    expect(fieldOf(check({ ...valid, sectionId: 'a' }))).toBe('sectionTitle');
    expect(fieldOf(check({ ...valid, sectionId: 'a', sectionTitle: ' ' }))).toBe('sectionTitle');
    expect(fieldOf(check({ ...valid, sectionId: 'a', sectionTitle: 'x'.repeat(301) }))).toBe('sectionTitle');
    expect(fieldOf(check({ ...valid, sectionId: 'a', sectionTitle: 'a\u0000' }))).toBe('sectionTitle');
  });

  it('accepts only UUIDs as ids', () => {
    for (const id of ['1', 'not-a-uuid', 42, '3f2504e0-4f89-41d3-9a0c-0305e82c330g']) {
      expect(fieldOf(check({ ...valid, id }))).toBe('id');
    }
  });
});
