/**
 * What every /zh/ page must be, read from its server-rendered HTML (pure): Chinese (`lang="zh"`) with one `h1`;
 * a translated page shows no "not translated" notice and Chinese headings, an untranslated one shows the notice.
 * (Its links and fragments are the link gate's.)
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { elements, type Element, type Node } from './htmlTree';

/** The notice's words (`untranslated.notice` in Chinese). */
export const UNTRANSLATED_NOTICE = '本页尚未翻译成中文';
const CHINESE = /[\u4e00-\u9fff]/;

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function text(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

/** What is wrong with a /zh/ page's HTML; empty when nothing is. */
export function chinesePageProblems(html: string, translated: boolean): string[] {
  const all = elements(parse(html));
  const problems: string[] = [];
  const root = all.find((element) => element.tagName === 'html');
  const lang = root ? attribute(root, 'lang') : undefined;
  if (lang !== 'zh') problems.push(`<html lang> is ${JSON.stringify(lang)}, not "zh"`);
  const h1s = all.filter((element) => element.tagName === 'h1').length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements, not 1`);
  const notes = all.filter((element) => attribute(element, 'role') === 'note').map(text);
  const notice = notes.some((note) => note.includes(UNTRANSLATED_NOTICE));
  if (translated) {
    if (notice) problems.push('a translated page shows the "not translated" notice');
    const body = all.find((element) => (attribute(element, 'class') ?? '').split(' ').includes('markdown-body'));
    const h2 = body ? elements(body).find((element) => element.tagName === 'h2') : undefined;
    if (!h2 || !CHINESE.test(text(h2))) problems.push('its first h2 is not in Chinese');
  } else if (!notice) {
    problems.push(`an untranslated page lacks the notice "${UNTRANSLATED_NOTICE}"`);
  }
  return problems;
}
