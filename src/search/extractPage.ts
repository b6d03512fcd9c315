import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { ProductId } from '../site/config';
import { shortTitle } from './shortTitle';
import type { SearchDocument } from './types';

export { shortTitle } from './shortTitle';

export interface PageSource {
  /** The page's language-neutral URL, with its trailing slash. */
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly product: ProductId | null;
  /** The compiled page body (headings carry their slug ids, see markdown/rehypeHeadings). */
  readonly hast: Root;
}

const HEADING = /^h[2-6]$/;
const IDENTIFIER = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;
/** Words of code too common to help a search: JavaScript keywords and the like. */
const CODE_NOISE = new Set(
  'const let var function return import export from default true false null undefined new this type interface extends async await if else for of in as typeof React'.split(
    ' ',
  ),
);

interface Section {
  title: string;
  anchor: string | null;
  text: string[];
  code: Set<string>;
}

function classes(element: Element): string[] {
  const value = element.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
}

/** Elements the page adds around its content that say nothing about it: anchors, buttons, demo slots. */
function isChrome(element: Element): boolean {
  return element.tagName === 'button' || element.tagName === 'demo' || classes(element).includes('heading-anchor');
}

function addIdentifiers(code: string, into: Set<string>): void {
  for (const [identifier] of code.matchAll(IDENTIFIER)) {
    if (identifier.length > 2 && !CODE_NOISE.has(identifier)) into.add(identifier);
  }
}

/** Text of a node, skipping page chrome; code goes to `section.code`, inline code to both. */
function collect(node: RootContent | ElementContent, section: Section, inCode: boolean): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || isChrome(node)) return '';
  const isBlock = classes(node).includes('code-block');
  const isInlineCode = node.tagName === 'code' && !inCode;
  const text = node.children.map((child) => collect(child, section, inCode || isBlock || isInlineCode)).join('');
  if (isBlock) {
    addIdentifiers(text, section.code);
    return ' ';
  }
  if (isInlineCode) addIdentifiers(text, section.code);
  return /^(p|li|td|th|tr|blockquote|h\d|div|ul|ol|table)$/.test(node.tagName) ? ` ${text} ` : text;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The index entries of a page: the page itself (title, description, the prose
 * before its first heading) and one entry per heading (h2 to h6), pointing at
 * the heading's anchor, with the prose up to the next heading. Titles are
 * shown without their product prefix; the full page title stays searchable.
 */
export function extractPage(page: PageSource): SearchDocument[] {
  const title = shortTitle(page.title);
  const intro: Section = { title, anchor: null, text: [page.title, page.description], code: new Set() };
  const sections: Section[] = [intro];
  let current = intro;
  for (const node of page.hast.children) {
    if (node.type === 'element' && HEADING.test(node.tagName) && typeof node.properties['id'] === 'string') {
      current = { title: '', anchor: node.properties['id'], text: [page.title], code: new Set() };
      current.title = squash(collect(node, current, false));
      sections.push(current);
      continue;
    }
    current.text.push(collect(node, current, false));
  }
  return sections.map((section) => ({
    id: section.anchor === null ? page.href : `${page.href}#${section.anchor}`,
    kind: section.anchor === null ? 'page' : 'section',
    product: page.product,
    title: section.title,
    parent: section.anchor === null ? '' : title,
    planRank: 0,
    text: squash(section.text.join(' ')),
    code: [...section.code].join(' '),
  }));
}
