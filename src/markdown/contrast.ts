/** WCAG contrast between colours, and the nearest colour that reaches a ratio. Pure. */

type Rgb = readonly [number, number, number];

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, as channels and alpha (0–1); null for anything else. */
function parseHexAlpha(color: string): { rgb: Rgb; alpha: number } | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color);
  if (!match?.[1]) return null;
  const hex = match[1].length <= 4 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channels = [0, 2, 4, 6].map((start) => parseInt(hex.slice(start, start + 2) || 'ff', 16));
  return { rgb: channels.slice(0, 3) as unknown as Rgb, alpha: (channels[3] ?? 255) / 255 };
}

/** The opaque colour a `#rgb` / `#rrggbb` colour shows (a translucent one drawn over `background`); null when unparsable. */
export function parseHex(color: string, background = '#ffffff'): Rgb | null {
  const parsed = parseHexAlpha(color);
  if (!parsed) return null;
  if (parsed.alpha >= 1) return parsed.rgb;
  const under = parseHexAlpha(background)?.rgb ?? ([255, 255, 255] as const);
  return parsed.rgb.map(
    (channel, i) => channel * parsed.alpha + (under[i] ?? 255) * (1 - parsed.alpha),
  ) as unknown as Rgb;
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
  const bg = parseHex(background);
  const fg = parseHex(foreground, background);
  if (!fg || !bg) throw new Error(`Cannot compare ${foreground} with ${background}: give #rrggbb colours.`);
  const [lighter, darker] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour itself when it is opaque and reaches `ratio` against the
 * background, else the same hue (drawn over the background when translucent)
 * mixed towards black (light backgrounds) or white (dark ones), in small
 * steps, until it does.
 */
export function withContrast(color: string, background: string, ratio: number): string {
  const bg = parseHex(background);
  const rgb = parseHex(color, background);
  if (!rgb || !bg) return color;
  const opaque = parseHexAlpha(color)?.alpha === 1;
  if (contrastRatio(color, background) >= ratio) return opaque ? color : toHex(rgb);
  const target = luminance(bg) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 100; step += 1) {
    const mixed = rgb.map((channel) => channel + ((target - channel) * step) / 100) as unknown as Rgb;
    if (contrastRatio(toHex(mixed), background) >= ratio) return toHex(mixed);
  }
  return toHex([target, target, target]);
}
