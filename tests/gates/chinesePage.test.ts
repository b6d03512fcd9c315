import { describe, expect, it } from 'vitest';
import { chinesePageProblems, UNTRANSLATED_NOTICE } from './chinesePage';

const page = ({ lang = 'zh', h1 = '<h1>标题</h1>', note = '', h2 = '<h2>概述</h2>' } = {}) =>
  `<!doctype html><html lang="${lang}"><body><main>${h1}${note}<div class="markdown-body x">${h2}<p>…</p></div></main></body></html>`;
const notice = `<p role="note" lang="zh">${UNTRANSLATED_NOTICE}。 <a href="#">帮助翻译</a></p>`;

describe('chinesePageProblems', () => {
  it('accepts a translated page and an untranslated page with its notice', () => {
    expect(chinesePageProblems(page(), true)).toEqual([]);
    expect(chinesePageProblems(page({ note: notice, h2: '<h2>Overview</h2>' }), false)).toEqual([]);
  });

  it('names each problem', () => {
    expect(chinesePageProblems(page({ lang: 'en' }), true)).toEqual(['<html lang> is "en", not "zh"']);
    expect(chinesePageProblems(page({ h1: '' }), true)).toEqual(['0 h1 elements, not 1']);
    expect(chinesePageProblems(page({ h2: '<h2>Overview</h2>' }), true)).toEqual(['its first h2 is not in Chinese']);
    expect(chinesePageProblems(page({ note: notice }), true)).toEqual([
      'a translated page shows the "not translated" notice',
    ]);
    expect(chinesePageProblems(page(), false)).toEqual([
      `an untranslated page lacks the notice "${UNTRANSLATED_NOTICE}"`,
    ]);
  });
});
