'use client';
import { useMemo } from 'react';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { createTranslator, type Translate } from './translate';

/** `t()` in the page's language, for client components. */
export function useTranslate(): Translate {
  const { language } = useDocsConfig();
  return useMemo(() => createTranslator(language), [language]);
}
