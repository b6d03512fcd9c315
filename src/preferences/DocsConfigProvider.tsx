'use client';
import type { ReactNode } from 'react';
import type { Language } from '../site/languages';
import { createRequiredContext } from './requiredContext';

export interface DocsConfig {
  readonly language: Language;
  readonly languages: readonly Language[];
}

const [DocsConfigContext, useDocsConfig] = createRequiredContext<DocsConfig>('DocsConfigProvider', 'useDocsConfig');
export { useDocsConfig };

/** Site-wide settings client components need (the page language, the languages offered). */
export function DocsConfigProvider({ config, children }: { config: DocsConfig; children: ReactNode }) {
  return <DocsConfigContext value={config}>{children}</DocsConfigContext>;
}
