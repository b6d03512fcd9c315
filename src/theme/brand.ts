/** The docs site's own palette: a blue primary, a blue-grey dark scheme. */
export const lightPalette = {
  primary: { main: '#1769e0', light: '#5a97ee', dark: '#0b4fb3', contrastText: '#ffffff' },
  secondary: { main: '#5b6b80' },
  background: { default: '#ffffff', paper: '#ffffff' },
  text: { primary: '#1b2330', secondary: '#4a5666' },
  divider: '#e1e6ed',
} as const;

export const darkPalette = {
  primary: { main: '#66a8ff', light: '#99c5ff', dark: '#2f7fe6', contrastText: '#0b1018' },
  secondary: { main: '#9aa8bb' },
  background: { default: '#0b1018', paper: '#111823' },
  text: { primary: '#e6ebf2', secondary: '#aab4c3' },
  divider: '#253041',
} as const;

/** The header colour of each mode, used for the `theme-color` meta. */
export const HEADER_COLORS = { light: '#ffffff', dark: '#0b1018' } as const;

/** The attribute on <html> that selects the colour scheme (set before first paint by the init script). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
