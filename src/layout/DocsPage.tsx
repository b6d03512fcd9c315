import { AdSlot } from '../ads/AdSlot';
import type { PageContent } from '../content/loadPage.server';
import { FeedbackPrompt } from '../feedback/FeedbackPrompt';
import { MarkdownContent } from '../markdown/MarkdownContent';
import { pathInLanguage } from '../routing/language';
import { pageHref, type Neighbours } from '../routing/pageTree';
import type { PageNode } from '../routing/types';
import { AD_CONFIG } from '../site/ads';
import { GITHUB_URL, SITE_ORIGIN, type ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { AppShell } from './AppShell';
import { CodeBlockCopier } from './CodeBlockCopier';
import { PrevNext } from './PrevNext';
import { TableOfContents } from './TableOfContents';
import { UntranslatedNotice } from './UntranslatedNotice';
import styles from './DocsPage.module.css';

interface DocsPageProps {
  readonly content: PageContent;
  readonly tree: readonly PageNode[];
  readonly activePathname: string;
  readonly neighbours: Neighbours;
  readonly productId: ProductId | null;
  readonly language: Language;
}

/** A documentation page: the shell, the article with its title and description, and its contents. */
export function DocsPage({ content, tree, activePathname, neighbours, productId, language }: DocsPageProps) {
  const showAds = AD_CONFIG.enabled && !content.frontMatter.disableAd;
  const href = pageHref(activePathname);
  return (
    <AppShell tree={tree} activePathname={activePathname} productId={productId} language={language}>
      <div className={styles.columns}>
        <article className={styles.article}>
          {/* An untranslated page keeps its English title and description, like its body. */}
          <h1 className={styles.title} {...(!content.translated && { lang: 'en' })}>
            {content.frontMatter.title}
          </h1>
          <p className={styles.description} {...(!content.translated && { lang: 'en' })}>
            {content.frontMatter.description}
          </p>
          {showAds && <AdSlot placement="body-top" />}
          {!content.translated && <UntranslatedNotice language={language} file={content.file} />}
          <div className="markdown-body" {...(!content.translated && { lang: 'en' })}>
            <MarkdownContent hast={content.hast} demos={content.pageDemos} language={language} showAds={showAds} />
          </div>
          <FeedbackPrompt
            pathname={href}
            language={language}
            pageTitle={content.frontMatter.title}
            pageUrl={`${SITE_ORIGIN}${pathInLanguage(href, language)}`}
            repository={GITHUB_URL}
          />
          <PrevNext neighbours={neighbours} language={language} />
          <CodeBlockCopier />
        </article>
        <aside className={styles.toc}>
          <TableOfContents toc={content.toc} />
        </aside>
      </div>
    </AppShell>
  );
}
