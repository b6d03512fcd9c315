'use client';
import { useMemo } from 'react';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { translatorFrom, type Translate } from './strings';

/** `t()` in the page's language, for client components: over the strings the server handed them (DocsConfig). */
export function useTranslate(): Translate {
  const { strings } = useDocsConfig();
  return useMemo(() => translatorFrom(strings), [strings]);
}
