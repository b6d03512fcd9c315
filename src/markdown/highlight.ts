import { createHighlighter, type Highlighter } from 'shiki';
import type { Element, Root } from 'hast';

/** The languages code blocks may use; others are shown as plain text. */
const LANGUAGES = ['tsx', 'jsx', 'ts', 'js', 'json', 'bash', 'css', 'html', 'diff', 'yaml', 'md'] as const;
const ALIASES: Record<string, string> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash', yml: 'yaml' };

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: [...LANGUAGES] });
  return highlighter;
}

export function normalizeLanguage(language: string | undefined): string {
  const lower = (language ?? '').toLowerCase();
  const resolved = ALIASES[lower] ?? lower;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

/**
 * Highlights code on the server, with light and dark colours as CSS variables
 * (`--shiki-light`, `--shiki-dark`) so the colour mode switches without JS.
 */
export async function highlightToHast(code: string, language: string | undefined): Promise<Element> {
  const shiki = await getHighlighter();
  const root: Root = shiki.codeToHast(code.replace(/\n$/, ''), {
    lang: normalizeLanguage(language),
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
  const pre = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre');
  if (!pre) throw new Error('Shiki returned no <pre> element.');
  pre.properties['dataLanguage'] = normalizeLanguage(language);
  return pre;
}
