import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { createTranslator } from '@/i18n/translate';
import { CodePreferencesProvider } from '@/preferences/CodePreferencesProvider';
import { pathInLanguage } from '@/routing/language';
import { initScriptText } from '@/preferences/initScript';
import { SITE_NAME } from '@/site/config';
import { DEFAULT_LANGUAGE, isLanguage } from '@/site/languages';
import { GALLERY_PATH, TEMPLATES, templateBySlug } from '@/templates/catalog';
import { TemplateBar, type TemplateBarStrings } from '@/templates/TemplateBar';
import styles from '@/templates/TemplatePage.module.css';

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

/**
 * A template under a small bar (back to the gallery, source, sandboxes, direction), outside the docs chrome.
 * The template runs in a frame of its own page (`live/`), so that it has a window of its own: its
 * `100dvh`, breakpoints and global styles are those of the space under the bar, as in a reader's app.
 */
export default async function TemplatePage({ params }: { params: Params }) {
  const { lang, name } = await params;
  if (!templateBySlug(name)) notFound();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const t = createTranslator(language, 'templates');
  const title = t(`templates.${name}.title`);
  const frame = (key: string) => t(`frame.${key}`, { title });
  const strings: TemplateBarStrings = {
    barLabel: frame('barLabel'),
    back: frame('back'),
    backLabel: frame('backLabel'),
    source: frame('source'),
    sourceTitle: frame('sourceTitle'),
    closeSource: frame('closeSource'),
    openInCodeSandbox: t('frame.openIn', { service: 'CodeSandbox' }),
    openInStackBlitz: t('frame.openIn', { service: 'StackBlitz' }),
    rtl: frame('rtl'),
    language: frame('language'),
    files: frame('files'),
    copy: frame('copy'),
    copied: frame('copied'),
    loading: frame('loading'),
    // Filled in the browser with what went wrong.
    loadError: frame('loadError'),
    sandboxError: frame('sandboxError'),
    retry: frame('retry'),
    fullPage: frame('fullPage'),
  };
  return (
    <>
      {/* The stored colour mode and direction, applied before the first paint (as on docs pages). */}
      <script dangerouslySetInnerHTML={{ __html: INIT_SCRIPT }} />
      <div className={styles.page}>
        <CodePreferencesProvider>
          <TemplateBar
            slug={name}
            title={title}
            description={t(`templates.${name}.description`)}
            galleryHref={pathInLanguage(GALLERY_PATH, language)}
            strings={strings}
          />
        </CodePreferencesProvider>
        <iframe className={styles.frame} src="live/" title={t('frame.frameTitle', { title })} />
      </div>
    </>
  );
}
