import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createDocsTheme } from './createDocsTheme';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();
  const defaults = createTheme();

  it('uses a 12 px radius and MUI’s spacing, breakpoints, z-index, transitions and typography', () => {
    expect(theme.shape.borderRadius).toBe(12);
    // With CSS variables, spacing reads --mui-spacing, whose value is 8px.
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(JSON.stringify(theme.generateStyleSheets?.())).toContain('"--mui-spacing":"8px"');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.transitions.duration).toEqual({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
    expect(theme.shadows).toHaveLength(25); // none + 24 elevations
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect([
      theme.typography.fontWeightLight,
      theme.typography.fontWeightRegular,
      theme.typography.fontWeightMedium,
      theme.typography.fontWeightBold,
    ]).toEqual([300, 400, 500, 700]);
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
    // Taken from MUI, not restated: the same as a default theme.
    expect(theme.zIndex).toEqual(defaults.zIndex);
    expect(theme.transitions.duration).toEqual(defaults.transitions.duration);
  });

  it('has light and dark schemes as CSS variables selected by an attribute', () => {
    expect(Object.keys(theme.colorSchemes)).toEqual(['light', 'dark']);
    expect(theme.colorSchemes.dark?.palette.background.default).toBe('#0b1018');
    const css = JSON.stringify(theme.generateStyleSheets?.());
    expect(css).toContain('[data-mui-color-scheme=\\"dark\\"]');
    expect(css).toContain('--mui-palette-primary-main');
  });

  it('applies dense defaults only when dense', () => {
    expect(theme.components?.MuiButton).toBeUndefined();
    const dense = createDocsTheme({ dense: true });
    expect(dense.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(dense.components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(dense.components?.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
    expect(dense.components?.MuiInputBase?.defaultProps).toEqual({ margin: 'dense' });
  });

  it('carries the direction', () => {
    expect(createDocsTheme({ direction: 'rtl' }).direction).toBe('rtl');
  });

  it('throws for a palette colour without a string main, or in an unsupported format', () => {
    expect(() => createDocsTheme({ palettes: { light: { primary: { light: '#fff' } } } })).toThrow(
      /needs a string "main"/,
    );
    expect(() => createDocsTheme({ palettes: { dark: { primary: { main: 'hwb(0 0% 0%)' } } } })).toThrow(
      /unsupported colour/,
    );
  });
});
