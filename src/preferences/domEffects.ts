import { COLOR_SCHEME_ATTRIBUTE, HEADER_COLORS } from '../theme/brand';
import type { Direction } from './themeState';

/**
 * Applies a colour scheme and direction to the document: the scheme
 * attribute and `color-scheme` on <html>, exactly one `mode-*` class and the
 * `dir` on <body>, and every theme-color meta. Self-contained (parameters
 * only) because the no-flash init script embeds it.
 */
export function applyToDocument(
  scheme: 'light' | 'dark',
  direction: Direction,
  attribute: string,
  headerColors: { readonly light: string; readonly dark: string },
): void {
  const root = document.documentElement;
  root.setAttribute(attribute, scheme);
  root.style.colorScheme = scheme;
  root.dir = direction;
  document.body.classList.remove('mode-light', 'mode-dark');
  document.body.classList.add(`mode-${scheme}`);
  document.body.dir = direction;
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', headerColors[scheme]);
  });
}

/** `applyToDocument` with the site's attribute and header colours. */
export function applyThemeToDocument(scheme: 'light' | 'dark', direction: Direction): void {
  applyToDocument(scheme, direction, COLOR_SCHEME_ATTRIBUTE, HEADER_COLORS);
}
