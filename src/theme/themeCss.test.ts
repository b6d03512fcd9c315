import { describe, expect, it } from 'vitest';
import { createDocsTheme } from './createDocsTheme';
import { themeCssText } from './themeCss';

describe('themeCssText', () => {
  const css = themeCssText(createDocsTheme());

  it('declares the light scheme on :root and the dark one under the attribute', () => {
    expect(css).toMatch(/:root, \[data-mui-color-scheme="light"\]\{[^}]*--mui-palette-primary-main:#1769e0;/);
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--mui-palette-background-default:#0b1018;/);
  });

  it('declares the shared variables', () => {
    expect(css).toMatch(/:root\{[^}]*--mui-spacing:8px;/);
    expect(css).toContain('--mui-shape-borderRadius:12px;');
  });

  it('is plain CSS (balanced braces, no objects)', () => {
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).not.toContain('[object Object]');
  });
});
