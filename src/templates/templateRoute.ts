import 'server-only';
import type { Metadata } from 'next';
import { createTranslator } from '../i18n/translate';
import { initScriptText } from '../preferences/initScript';
import { SITE_NAME } from '../site/config';
import { DEFAULT_LANGUAGE, isLanguage } from '../site/languages';
import { TEMPLATES } from './catalog';

/** What the two routes of a template (with its bar, and `live/`) share: params, metadata, the no-flash script. */
export type TemplateParams = Promise<{ lang: string; name: string }>;

/** The stored colour mode and direction, applied before the first paint (as on docs pages). */
export const TEMPLATE_INIT_SCRIPT = initScriptText();

export function templateStaticParams() {
  return TEMPLATES.map((template) => ({ name: template.slug }));
}

/** The template's title and summary; `extra` adds what one route needs (the `live/` page's canonical link). */
export async function templateMetadata(
  params: TemplateParams,
  extra: (name: string) => Metadata = () => ({}),
): Promise<Metadata> {
  const { lang, name } = await params;
  const t = createTranslator(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, 'templates');
  return {
    title: `${t(`templates.${name}.title`)} template - ${SITE_NAME}`,
    description: t(`templates.${name}.description`),
    ...extra(name),
  };
}
