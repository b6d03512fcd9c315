'use client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { zhCN as materialZhCN } from '@mui/material/locale';
import { ThemeProvider } from '@mui/material/styles';
import { zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import { useMemo, type ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { useThemeState } from '../preferences/ThemeStateProvider';
import type { Language } from '../site/languages';
import { themeStorageManager } from '../preferences/themeStorageManager';
import { createDocsTheme } from '../theme/createDocsTheme';

/** Locale texts of the components in each language (the Charts have no Chinese locale in this version). */
const LOCALES: Record<Language, readonly object[]> = { en: [], zh: [materialZhCN, gridZhCN, pickersZhCN] };

/** Emotion cache whose styles are flipped for right-to-left demos. */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/**
 * The theme live demos render in: the docs theme for the reader's mode,
 * direction and density, with the component texts of the page's language. Loaded with the first demo, never with the page;
 * its CSS variables are already in the page (rendered on the server).
 */
export function DemoTheme({ children }: { children: ReactNode }) {
  const { dense, direction } = useThemeState();
  const { language } = useDocsConfig();
  const theme = useMemo(
    () => createDocsTheme({ dense, direction, locales: LOCALES[language] }),
    [dense, direction, language],
  );
  const themed = (
    <ThemeProvider theme={theme} storageManager={themeStorageManager} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
  return direction === 'rtl' ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}
