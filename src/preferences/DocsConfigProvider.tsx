'use client';
import type { ReactNode } from 'react';
import type { TranslationTree } from '../i18n/strings';
import type { Language } from '../site/languages';
import { createRequiredContext } from './requiredContext';

export interface DocsConfig {
  readonly language: Language;
  readonly languages: readonly Language[];
  /** The client components' strings in the page's language (`clientStrings`), and no others. */
  readonly strings: TranslationTree;
}

const [DocsConfigContext, useDocsConfig] = createRequiredContext<DocsConfig>('DocsConfigProvider', 'useDocsConfig');
export { useDocsConfig };

/** Site-wide settings client components need (the page language, the languages offered, their strings). */
export function DocsConfigProvider({ config, children }: { config: DocsConfig; children: ReactNode }) {
  return <DocsConfigContext value={config}>{children}</DocsConfigContext>;
}
