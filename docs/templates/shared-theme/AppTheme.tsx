import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { brand, colorSchemes, components, shape, typography } from './themePrimitives';

export interface AppThemeProps {
  children?: React.ReactNode;
  /** Text direction; a right-to-left app also needs an Emotion cache with `stylis-plugin-rtl`. */
  direction?: 'ltr' | 'rtl';
}

/**
 * The theme every template shares: light and dark colour schemes as CSS
 * variables (the reader's choice is kept in local storage; in your app, render
 * `<InitColorSchemeScript attribute="data-mui-color-scheme" />` in the document
 * to apply it before the first paint), the brand palette, typography, rounded
 * shapes and a few component defaults.
 */
export default function AppTheme({ children, direction = 'ltr' }: AppThemeProps) {
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'template' },
        colorSchemes,
        typography,
        shape,
        palette: { primary: brand },
        components,
      }),
    [direction],
  );
  return (
    <ThemeProvider theme={theme} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
