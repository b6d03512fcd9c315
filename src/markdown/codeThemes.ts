import { withContrast } from './contrast';

/** The Shiki themes of code blocks, light and dark, and the backgrounds the site draws them on (global.css `--color-code-bg`). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;
export const CODE_BACKGROUNDS = { light: '#f6f8fb', dark: '#0f1620' } as const;

/** WCAG AA for normal text. */
export const MIN_CODE_CONTRAST = 4.5;

/**
 * Replacements (`colorReplacements` of Shiki, per theme) for the theme
 * colours too faint on our backgrounds: each becomes the nearest colour of
 * its hue that reaches the AA ratio. Computed from the themes themselves, so
 * a theme update cannot bring a faint colour back.
 */
export function contrastReplacements(
  colors: Readonly<Record<'light' | 'dark', readonly string[]>>,
): Record<string, Record<string, string>> {
  const replacements: Record<string, Record<string, string>> = {};
  for (const mode of ['light', 'dark'] as const) {
    const theme: Record<string, string> = {};
    for (const color of colors[mode]) {
      const safe = withContrast(color.toLowerCase(), CODE_BACKGROUNDS[mode], MIN_CODE_CONTRAST + 0.05);
      if (safe !== color.toLowerCase()) theme[color.toLowerCase()] = safe;
    }
    replacements[CODE_THEMES[mode]] = theme;
  }
  return replacements;
}
