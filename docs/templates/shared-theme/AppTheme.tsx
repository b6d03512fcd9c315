import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import type {} from '@mui/x-charts/themeAugmentation';
import { brand, colorSchemes, components, shape, typography } from './themePrimitives';

export interface AppThemeProps {
  children?: React.ReactNode;
  /** Text direction; a right-to-left app also needs an Emotion cache with `stylis-plugin-rtl`. */
  direction?: 'ltr' | 'rtl';
  /** Extra component overrides a template adds to the shared ones. */
  themeComponents?: ThemeOptions['components'];
}

/**
 * The theme every template shares: light and dark colour schemes as CSS
 * variables (the reader's choice is kept in local storage and applied before
 * the first paint by `InitColorSchemeScript`), the brand palette, typography,
 * rounded shapes and a few component defaults.
 */
export default function AppTheme({ children, direction = 'ltr', themeComponents }: AppThemeProps) {
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'template' },
        colorSchemes,
        typography,
        shape,
        palette: { primary: brand },
        components: { ...components, ...themeComponents },
      }),
    [direction, themeComponents],
  );
  return (
    <ThemeProvider theme={theme} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
