'use client';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { useThemeState } from '../preferences/ThemeStateProvider';
import { themeStorageManager } from '../preferences/themeStorageManager';
import type { Direction } from '../preferences/themeState';
import type { Language } from '../site/languages';
import { createDocsTheme } from '../theme/createDocsTheme';

const NO_LOCALES: Promise<readonly object[]> = Promise.resolve([]);
let zhLocales: Promise<readonly object[]> | undefined;
let rtlCache: Promise<EmotionCache> | undefined;

/** The components' texts in a language: English is built in, Chinese loads with the first demo of a /zh/ page. */
const localesFor = (language: Language) =>
  language === 'zh' ? (zhLocales ??= import('./demoLocales.zh').then((module) => module.ZH_LOCALES)) : NO_LOCALES;
const loadRtlCache = () => (rtlCache ??= import('./rtlCache').then((module) => module.rtlCache));

/** Starts loading what the demos of a page need beyond their own code (LiveDemo waits for it). */
export function prepareDemoTheme(language: Language, direction: Direction): Promise<unknown> {
  return Promise.all([localesFor(language), direction === 'rtl' ? loadRtlCache() : null]);
}

function ThemedDemo({ children }: { children: ReactNode }) {
  const { dense, direction } = useThemeState();
  const { language } = useDocsConfig();
  const locales = use(localesFor(language));
  const cache = direction === 'rtl' ? use(loadRtlCache()) : null;
  const theme = useMemo(() => createDocsTheme({ dense, direction, locales }), [dense, direction, locales]);
  const themed = (
    <ThemeProvider theme={theme} storageManager={themeStorageManager} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}

/**
 * The theme live demos render in: the docs theme for the reader's mode,
 * direction and density, with the component texts of the page's language. Loaded with the first demo, never with the page;
 * its CSS variables are already in the page (rendered on the server). The
 * Chinese texts and the right-to-left style cache load only for the readers
 * who need them.
 */
export function DemoTheme({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <ThemedDemo>{children}</ThemedDemo>
    </Suspense>
  );
}
