import type { Metadata } from 'next';
import { siteTree } from '@/content/pages.server';
import { DocsRoot } from '@/layout/DocsRoot';
import { createTranslator } from '@/i18n/translate';
import { NotFound } from '@/layout/NotFound';
import { SITE_NAME } from '@/site/config';
import { DEFAULT_LANGUAGE } from '@/site/languages';

// One static page answers every unknown path, whatever its language prefix: it is in the default language.
const t = createTranslator(DEFAULT_LANGUAGE);

export const metadata: Metadata = {
  title: `${t('notFound.title')} - ${SITE_NAME}`,
  description: t('notFound.metaDescription'),
};

/** Every unknown path, in any language, answers 404 with this page. */
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LANGUAGE} dir="ltr" suppressHydrationWarning>
      <body suppressHydrationWarning>
        <DocsRoot language={DEFAULT_LANGUAGE}>
          <NotFound tree={siteTree} language={DEFAULT_LANGUAGE} />
        </DocsRoot>
      </body>
    </html>
  );
}
