import type { ReactNode } from 'react';
import { DocsRoot } from '@/layout/DocsRoot';
import { DEFAULT_LANGUAGE, isLanguage } from '@/site/languages';

export default async function DocsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return <DocsRoot language={isLanguage(lang) ? lang : DEFAULT_LANGUAGE}>{children}</DocsRoot>;
}
