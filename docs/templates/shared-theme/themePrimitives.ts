import type { ThemeOptions } from '@mui/material/styles';

/** The brand blue, light to dark. */
export const brand = {
  50: '#eef5ff',
  100: '#d9e8ff',
  200: '#b3d1ff',
  300: '#7fb1ff',
  400: '#4a8dfb',
  500: '#2470e8',
  600: '#1659c7',
  700: '#1447a0',
  800: '#153c80',
  900: '#142f5f',
  main: '#1659c7',
  light: '#4a8dfb',
  dark: '#1447a0',
  contrastText: '#ffffff',
};

export const colorSchemes: ThemeOptions['colorSchemes'] = {
  light: {
    palette: {
      primary: { main: brand[600], light: brand[400], dark: brand[700], contrastText: '#ffffff' },
      background: { default: '#f7f9fc', paper: '#ffffff' },
      text: { primary: '#111827', secondary: '#4b5563' },
      divider: '#e3e8ef',
    },
  },
  dark: {
    palette: {
      primary: { main: brand[300], light: brand[200], dark: brand[400], contrastText: '#0b1220' },
      background: { default: '#0b1220', paper: '#111a2b' },
      text: { primary: '#f3f6fb', secondary: '#a9b4c6' },
      divider: '#253248',
    },
  },
};

export const typography: ThemeOptions['typography'] = {
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '2.75rem', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.02em' },
  h2: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
  h3: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
  h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
  h5: { fontSize: '1.25rem', fontWeight: 600 },
  h6: { fontSize: '1.0625rem', fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 8 };

export const components: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiPaper: { styleOverrides: { outlined: { borderColor: 'var(--template-palette-divider)' } } },
  MuiTextField: { defaultProps: { fullWidth: true } },
};
