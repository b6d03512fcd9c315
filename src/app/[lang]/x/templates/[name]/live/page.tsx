import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { createTranslator } from '@/i18n/translate';
import { initScriptText } from '@/preferences/initScript';
import { SITE_NAME } from '@/site/config';
import { DEFAULT_LANGUAGE, isLanguage } from '@/site/languages';
import { TEMPLATES, templateBySlug, templatePath } from '@/templates/catalog';
import { TemplateApp } from '@/templates/TemplateApp';

type Params = Promise<{ lang: string; name: string }>;

const INIT_SCRIPT = initScriptText();

export const dynamicParams = false;

export function generateStaticParams() {
  return TEMPLATES.map((template) => ({ name: template.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, name } = await params;
  const t = createTranslator(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, 'templates');
  return {
    title: `${t(`templates.${name}.title`)} template - ${SITE_NAME}`,
    description: t(`templates.${name}.description`),
    // The page with the bar is the one to find.
    alternates: { canonical: templatePath(name) },
  };
}

/**
 * The template alone, full page with its own theme, as a reader's app would show it: the page the gallery's
 * template pages show in a frame under their bar, and that their "Full page" link opens.
 */
export default async function TemplateLivePage({ params }: { params: Params }) {
  const { name } = await params;
  if (!templateBySlug(name)) notFound();
  return (
    <>
      {/* The stored colour mode and direction, applied before the first paint (as on docs pages). */}
      <script dangerouslySetInnerHTML={{ __html: INIT_SCRIPT }} />
      <TemplateApp slug={name} />
    </>
  );
}
