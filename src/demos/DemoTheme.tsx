'use client';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

const theme = createTheme({ cssVariables: true });

/** The Material UI theme live demos render in; loaded with the first demo, never with the page. */
export function DemoTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
