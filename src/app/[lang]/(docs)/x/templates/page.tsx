import type { Metadata } from 'next';
import { siteTree } from '@/content/pages.server';
import { createTranslator } from '@/i18n/translate';
import { SITE_NAME } from '@/site/config';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/site/languages';
import { TemplateGallery } from '@/templates/TemplateGallery';

type Params = Promise<{ lang: string }>;

async function pageLanguage(params: Params): Promise<Language> {
  const { lang } = await params;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslator(await pageLanguage(params), 'templates');
  return { title: `${t('gallery.title')} - ${SITE_NAME}`, description: t('gallery.metaDescription') };
}

export default async function Page({ params }: { params: Params }) {
  return <TemplateGallery tree={siteTree} language={await pageLanguage(params)} />;
}
