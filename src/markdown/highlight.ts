import { createHighlighter, type Highlighter } from 'shiki';
import type { Element, Root } from 'hast';
import { CODE_THEMES, contrastReplacements } from './codeThemes';

/** The languages code blocks may use; others are shown as plain text. */
const LANGUAGES = ['tsx', 'jsx', 'ts', 'js', 'json', 'bash', 'css', 'html', 'diff', 'yaml', 'md'] as const;
const ALIASES: Record<string, string> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash', yml: 'yaml' };

let highlighter: Promise<{ shiki: Highlighter; replacements: Record<string, Record<string, string>> }> | undefined;

/** Every colour a theme can give a token (its foreground and the token rules'). */
export function themeColors(shiki: Highlighter, name: string): string[] {
  const theme = shiki.getTheme(name);
  const colors = theme.settings.flatMap((rule) => (rule.settings.foreground ? [rule.settings.foreground] : []));
  return [...new Set([theme.fg, ...colors].map((color) => color.toLowerCase()))];
}

function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...LANGUAGES] }).then((shiki) => ({
    shiki,
    replacements: contrastReplacements({
      light: themeColors(shiki, CODE_THEMES.light),
      dark: themeColors(shiki, CODE_THEMES.dark),
    }),
  }));
  return highlighter;
}

/**
 * Every colour highlighted code can show, per mode: each colour the theme can
 * give a token, after the contrast replacements. What the contrast test checks.
 */
export async function codeColors(): Promise<Record<keyof typeof CODE_THEMES, string[]>> {
  const { shiki, replacements } = await getHighlighter();
  const shown = (mode: keyof typeof CODE_THEMES) =>
    themeColors(shiki, CODE_THEMES[mode]).map((color) => replacements[CODE_THEMES[mode]]?.[color] ?? color);
  return { light: shown('light'), dark: shown('dark') };
}

export function normalizeLanguage(language: string | undefined): string {
  const lower = (language ?? '').toLowerCase();
  const resolved = ALIASES[lower] ?? lower;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

/**
 * Highlights code on the server, with light and dark colours as CSS variables
 * (`--shiki-light`, `--shiki-dark`) so the colour mode switches without JS,
 * every colour readable (4.5:1) on the code background.
 */
export async function highlightToHast(code: string, language: string | undefined): Promise<Element> {
  const { shiki, replacements } = await getHighlighter();
  const root: Root = shiki.codeToHast(code.replace(/\n$/, ''), {
    lang: normalizeLanguage(language),
    themes: CODE_THEMES,
    defaultColor: false,
    // Theme colours too faint on our code backgrounds, raised to WCAG AA.
    colorReplacements: replacements,
  });
  const pre = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre');
  if (!pre) throw new Error('Shiki returned no <pre> element.');
  pre.properties['dataLanguage'] = normalizeLanguage(language);
  return pre;
}
