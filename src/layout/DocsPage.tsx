import type { ReactNode } from 'react';
import { AdSlot } from '../ads/AdSlot';
import { FeedbackPrompt } from '../feedback/FeedbackPrompt';
import type { TocEntry } from '../markdown/rehypeHeadings';
import { pathInLanguage } from '../routing/language';
import { pageHref, type Neighbours } from '../routing/pageTree';
import type { PageNode } from '../routing/types';
import { GITHUB_URL, SITE_ORIGIN, type ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { AppShell } from './AppShell';
import { CodeBlockCopier } from './CodeBlockCopier';
import { PageActions } from './PageActions';
import { Island } from '../static/Island';
import { PrevNext } from './PrevNext';
import { TableOfContents } from './TableOfContents';
import { UntranslatedNotice } from './UntranslatedNotice';
import styles from './DocsPage.module.css';

interface DocsPageProps {
  readonly title: string;
  readonly description: string;
  readonly toc: readonly TocEntry[];
  /** The English source file shown because the page has no translation in the language. */
  readonly untranslatedFile?: string;
  readonly showAds: boolean;
  readonly tree: readonly PageNode[];
  readonly activePathname: string;
  readonly neighbours: Neighbours;
  readonly productId: ProductId | null;
  readonly language: Language;
  /** The article body: compiled Markdown or a generated API reference. */
  readonly children: ReactNode;
}

/** A documentation page: the shell, the article with its title and description, its body, feedback and pager. */
export function DocsPage(props: DocsPageProps) {
  const { title, description, toc, untranslatedFile, showAds, tree, activePathname, neighbours, language } = props;
  const href = pageHref(activePathname);
  return (
    <AppShell tree={tree} activePathname={activePathname} productId={props.productId} language={language}>
      <div className={styles.columns}>
        <article className={styles.article}>
          {/* An untranslated page keeps its English title and description, like its body. */}
          <div className={styles.header}>
            <h1 className={styles.title} {...(untranslatedFile !== undefined && { lang: 'en' })}>
              {title}
            </h1>
            {/* Static markup (its clicks are CodeBlockCopier's): sent once, in the HTML. */}
            <Island page={pathInLanguage(href, language)}>
              <PageActions href={href} language={language} />
            </Island>
          </div>
          <p className={styles.description} {...(untranslatedFile !== undefined && { lang: 'en' })}>
            {description}
          </p>
          {showAds && <AdSlot placement="body-top" />}
          {untranslatedFile !== undefined && <UntranslatedNotice language={language} file={untranslatedFile} />}
          {props.children}
          <FeedbackPrompt
            pathname={href}
            language={language}
            pageTitle={title}
            pageUrl={`${SITE_ORIGIN}${pathInLanguage(href, language)}`}
            repository={GITHUB_URL}
          />
          <PrevNext neighbours={neighbours} language={language} />
          <CodeBlockCopier />
        </article>
        <aside className={styles.toc}>
          <TableOfContents toc={toc} language={language} page={pathInLanguage(href, language)} />
        </aside>
      </div>
    </AppShell>
  );
}
