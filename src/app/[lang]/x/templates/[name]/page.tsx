import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { createTranslator } from '@/i18n/translate';
import { CodePreferencesProvider } from '@/preferences/CodePreferencesProvider';
import { pathInLanguage } from '@/routing/language';
import { DEFAULT_LANGUAGE, isLanguage } from '@/site/languages';
import { GALLERY_PATH, templateBySlug } from '@/templates/catalog';
import { TemplateBar, type TemplateBarStrings } from '@/templates/TemplateBar';
import styles from '@/templates/TemplatePage.module.css';
import {
  TEMPLATE_INIT_SCRIPT,
  templateMetadata,
  templateStaticParams,
  type TemplateParams,
} from '@/templates/templateRoute';

type Params = TemplateParams;

export const dynamicParams = false;

export function generateStaticParams() {
  return templateStaticParams();
}

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return templateMetadata(params);
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
      <script dangerouslySetInnerHTML={{ __html: TEMPLATE_INIT_SCRIPT }} />
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
