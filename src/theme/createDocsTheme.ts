import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Direction } from '../preferences/themeState';
import { COLOR_SCHEME_ATTRIBUTE, darkPalette, lightPalette } from './brand';
import { assertValidPalette } from './colorValidation';

export interface DocsThemeOptions {
  readonly dense?: boolean;
  readonly direction?: Direction;
  /** Component locale texts (Material UI, Data Grid, Pickers) merged into the theme. */
  readonly locales?: readonly object[];
  /** Palette overrides per scheme (validated: see colorValidation). */
  readonly palettes?: { readonly light?: Record<string, unknown>; readonly dark?: Record<string, unknown> };
}

/** Defaults for dense demos: small buttons, dense inputs, small tables, dense toolbars. */
export const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

/**
 * The docs theme: MUI's defaults (spacing, breakpoints, z-index, transitions,
 * typography) with our palette, a 12 px radius and CSS variables for light and
 * dark, switched by the `data-mui-color-scheme` attribute on <html>.
 */
export function createDocsTheme({
  dense = false,
  direction = 'ltr',
  locales = [],
  palettes = {},
}: DocsThemeOptions = {}): Theme {
  const light = { ...lightPalette, ...palettes.light };
  const dark = { ...darkPalette, ...palettes.dark };
  assertValidPalette(light, 'light');
  assertValidPalette(dark, 'dark');
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, disableCssColorScheme: true },
      colorSchemes: { light: { palette: light }, dark: { palette: dark } },
      shape: { borderRadius: 12 },
      direction,
      ...(dense && { components: denseComponents }),
    },
    ...locales,
  );
}
