import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { createTranslator } from '@/i18n/translate';
import { initScriptText } from '@/preferences/initScript';
import { SITE_NAME } from '@/site/config';
import { DEFAULT_LANGUAGE, isLanguage } from '@/site/languages';
import { TEMPLATES, templateBySlug } from '@/templates/catalog';
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
  };
}

/** A template, full page with its own theme: outside the docs chrome, with a bar back to the gallery. */
export default async function TemplatePage({ params }: { params: Params }) {
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
