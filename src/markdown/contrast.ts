/** WCAG contrast between colours, and the nearest colour that reaches a ratio. Pure. */

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (alpha is ignored); null for anything else. */
export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(color);
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) throw new Error(`Cannot compare ${foreground} with ${background}: give #rrggbb colours.`);
  const [lighter, darker] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour itself when it reaches `ratio` against the background, else the
 * same hue mixed towards black (light backgrounds) or white (dark ones), in
 * small steps, until it does.
 */
export function withContrast(color: string, background: string, ratio: number): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(color, background) >= ratio) return color;
  const target = luminance(bg) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 100; step += 1) {
    const mixed = rgb.map((channel) => channel + ((target - channel) * step) / 100) as unknown as Rgb;
    if (contrastRatio(toHex(mixed), background) >= ratio) return toHex(mixed);
  }
  return toHex([target, target, target]);
}
