'use client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { useThemeState } from '../preferences/ThemeStateProvider';
import { themeStorageManager } from '../preferences/themeStorageManager';
import { createDocsTheme } from '../theme/createDocsTheme';

/** Emotion cache whose styles are flipped for right-to-left demos. */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/**
 * The theme live demos render in: the docs theme for the reader's mode,
 * direction and density. Loaded with the first demo, never with the page;
 * its CSS variables are already in the page (rendered on the server).
 */
export function DemoTheme({ children }: { children: ReactNode }) {
  const { dense, direction } = useThemeState();
  const theme = useMemo(() => createDocsTheme({ dense, direction }), [dense, direction]);
  const themed = (
    <ThemeProvider theme={theme} storageManager={themeStorageManager} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
  return direction === 'rtl' ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}
