import 'server-only';
import { ApiReference } from '../api-docs/ApiReference';
import { apiPageText } from '../api-docs/pageText';
import { apiToc } from '../api-docs/toc';
import { createTranslator } from '../i18n/translate';
import { pathInLanguage } from '../routing/language';
import { findActivePage } from '../routing/pageTree';
import { AD_CONFIG } from '../site/ads';
import { componentDemoPages } from './componentPages.server';
import type { BodyFor } from './docsPage';
import { apiDocs, sitePages } from './pages.server';

const hasPage = (pathname: string) => findActivePage(sitePages, pathname) !== undefined;

/** The body of a generated API reference page. */
export const apiBody: BodyFor = async (page, language) => {
  const apiDoc = apiDocs.get(page.node.pathname);
  if (!apiDoc) throw new Error(`${page.href}: no generated API document.`);
  const t = createTranslator(language, 'api');
  const demos = apiDoc.kind === 'component' ? await componentDemoPages(apiDoc.name) : [];
  return {
    ...apiPageText(apiDoc, t, language),
    toc: apiToc(apiDoc, t),
    frontMatterProductId: undefined,
    showAds: AD_CONFIG.enabled,
    body: (
      <ApiReference
        doc={apiDoc}
        docs={apiDocs}
        demos={demos}
        language={language}
        hasPage={hasPage}
        page={pathInLanguage(page.href, language)}
      />
    ),
  };
};
