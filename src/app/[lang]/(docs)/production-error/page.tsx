import type { Metadata } from 'next';
import { siteTree } from '@/content/pages.server';
import { ProductionErrorPage } from '@/errors/ProductionErrorPage';
import { DEFAULT_LANGUAGE, isLanguage } from '@/site/languages';

export const metadata: Metadata = {
  title: 'Production error - MUI X',
  description: 'The full text of a minified Material UI production error.',
  robots: { index: false },
};

export default async function Page({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return <ProductionErrorPage tree={siteTree} language={isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />;
}
