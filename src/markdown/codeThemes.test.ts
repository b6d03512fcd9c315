import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_BACKGROUNDS, MIN_CODE_CONTRAST } from './codeThemes';
import { contrastRatio, withContrast } from './contrast';
import { codeColors, highlightToHast } from './highlight';

/** Every `--shiki-light` / `--shiki-dark` colour of highlighted code. */
function colorsOf(node: unknown, mode: 'light' | 'dark', found = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    const style = (node as { properties?: { style?: unknown } }).properties?.style;
    const match = typeof style === 'string' ? new RegExp(`--shiki-${mode}:(#[0-9a-fA-F]+)`).exec(style) : null;
    if (match?.[1]) found.add(match[1].toLowerCase());
    for (const child of (node as { children?: unknown[] }).children ?? []) colorsOf(child, mode, found);
  }
  return found;
}

const SAMPLES: [string, string][] = [
  [
    'tsx',
    `// A comment\nimport { DataGrid, type GridColDef } from '@mui/x-data-grid';\nconst columns: GridColDef[] = [{ field: 'id', width: 90 }];\nexport default function Demo(): JSX.Element {\n  return <DataGrid rows={[]} columns={columns} checkboxSelection />;\n}`,
  ],
  ['bash', 'npm install @mui/x-data-grid # comment'],
  ['json', '{ "name": "app", "version": 1, "private": true }'],
  ['css', '.grid { color: #333; /* note */ }'],
  ['diff', '- old line\n+ new line'],
];

describe('code colours', () => {
  it('knows the code backgrounds the stylesheet draws', () => {
    const css = readFileSync(join(import.meta.dirname, '../layout/global.css'), 'utf8');
    expect(css).toContain(`--color-code-bg: ${CODE_BACKGROUNDS.light};`);
    expect(css).toContain(`--color-code-bg: ${CODE_BACKGROUNDS.dark};`);
  });

  it('computes WCAG contrast and raises a colour to a ratio in its own hue', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#d73a49', '#f6f8fb')).toBeLessThan(4.5);
    const raised = withContrast('#d73a49', '#f6f8fb', 4.5);
    expect(contrastRatio(raised, '#f6f8fb')).toBeGreaterThanOrEqual(4.5);
    expect(withContrast('#24292e', '#f6f8fb', 4.5)).toBe('#24292e');
  });

  it('gives every colour either theme can emit at least 4.5:1 on its code background', async () => {
    const colors = await codeColors();
    for (const mode of ['light', 'dark'] as const) {
      // The themes' own palettes, not a handful: github-light alone has a dozen token colours.
      expect(colors[mode].length).toBeGreaterThan(8);
      for (const color of colors[mode]) {
        expect(contrastRatio(color, CODE_BACKGROUNDS[mode]), `${color} on ${mode}`).toBeGreaterThanOrEqual(
          MIN_CODE_CONTRAST,
        );
      }
    }
  });

  it('draws a translucent colour over the background before measuring it, and makes it opaque', () => {
    // #000000 at 40% over white is a mid grey (#999999), 2.8:1.
    expect(contrastRatio('#00000066', '#ffffff')).toBeCloseTo(contrastRatio('#999999', '#ffffff'), 2);
    const raised = withContrast('#00000066', '#ffffff', 4.5);
    expect(raised).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(raised, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(SAMPLES)('gives every token of %s code at least 4.5:1 on both code backgrounds', async (language, code) => {
    const pre = await highlightToHast(code, language);
    for (const mode of ['light', 'dark'] as const) {
      const colors = [...colorsOf(pre, mode)];
      expect(colors.length).toBeGreaterThan(0);
      for (const color of colors) {
        expect(contrastRatio(color, CODE_BACKGROUNDS[mode]), `${color} on ${mode}`).toBeGreaterThanOrEqual(
          MIN_CODE_CONTRAST,
        );
      }
    }
  });
});
