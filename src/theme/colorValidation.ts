/** The colour spaces `color()` may use. */
const COLOR_SPACES = ['srgb', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec-2020'];

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?|color)\((.*)\)$/i;

/** Whether a colour string is in a format the theme supports: hex, rgb(a), hsl(a) or color(). */
export function isSupportedColor(value: string): boolean {
  const color = value.trim();
  if (HEX.test(color)) return true;
  const match = FUNCTION.exec(color);
  if (!match) return false;
  const [, name = '', args = ''] = match;
  if (name.toLowerCase() !== 'color') return args.trim() !== '';
  const space = args.trim().split(/\s+/)[0] ?? '';
  return COLOR_SPACES.includes(space);
}

/** Throws when a colour string is in an unsupported format. */
export function assertSupportedColor(value: string, where: string): void {
  if (!isSupportedColor(value)) {
    throw new Error(
      `Docs theme: ${where} has the unsupported colour "${value}". ` +
        `Use hex, rgb(), rgba(), hsl(), hsla() or color() with ${COLOR_SPACES.join(', ')}.`,
    );
  }
}

/** Palette entries that are colours (an object with `main`), as opposed to text, background, etc. */
const PALETTE_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * Validates the colours of a palette: each palette colour needs a string
 * `main` in a supported format, and every other colour string it holds
 * must be in a supported format too.
 */
export function assertValidPalette(palette: Record<string, unknown>, scheme: string): void {
  for (const key of PALETTE_COLORS) {
    const color = palette[key];
    if (color === undefined) continue;
    const main = typeof color === 'object' && color !== null ? (color as Record<string, unknown>)['main'] : undefined;
    if (typeof main !== 'string') {
      throw new Error(
        `Docs theme: the ${scheme} palette colour "${key}" needs a string "main", got ${JSON.stringify(main)}.`,
      );
    }
    for (const [shade, value] of Object.entries(color as Record<string, unknown>)) {
      if (typeof value === 'string') assertSupportedColor(value, `${scheme} palette ${key}.${shade}`);
    }
  }
}
