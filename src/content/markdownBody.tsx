import 'server-only';
import { pathInLanguage } from '../routing/language';
import { MarkdownContent, type RenderDemo, type RenderWidget } from '../markdown/MarkdownContent';
import { AD_CONFIG } from '../site/ads';
import type { BodyFor } from './docsPage';
import { loadPage } from './loadPage.server';

/**
 * The body of a Markdown page; `renderDemo` is given by the routes of pages with demos only, `renderWidget` by the
 * routes of pages with widgets (the migration pages).
 */
export function markdownBody(renderDemo?: RenderDemo, renderWidget?: RenderWidget): BodyFor {
  return async (page, language) => {
    const content = await loadPage(page.node.pathname, language);
    const showAds = AD_CONFIG.enabled && !content.frontMatter.disableAd;
    return {
      title: content.frontMatter.title,
      description: content.frontMatter.description,
      toc: content.toc,
      frontMatterProductId: content.frontMatter.productId,
      showAds,
      ...(!content.translated && { untranslatedFile: content.file }),
      body: (
        <div className="markdown-body" {...(!content.translated && { lang: 'en' })}>
          <MarkdownContent
            hast={content.hast}
            demos={content.pageDemos}
            language={language}
            showAds={showAds}
            file={content.file}
            page={pathInLanguage(page.href, language)}
            {...(renderDemo && { renderDemo })}
            {...(renderWidget && { renderWidget })}
          />
        </div>
      ),
    };
  };
}
