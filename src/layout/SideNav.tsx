import type { Language } from '../site/languages';
import { pathInLanguage } from '../routing/language';
import { navigationFor } from '../routing/navigation';
import { isExternal, isGroup, pageHref } from '../routing/pageTree';
import type { PageNode } from '../routing/types';
import { hasCodeName, navTitle } from '../i18n/pageTitles';
import { Fragment } from 'react';
import { Island } from '../static/Island';
import { createTranslator, type Translate } from '../i18n/translate';
import { ExternalIcon } from './icons';
import { Link } from './Link';
import { PageChips } from './PageChips';
import styles from './SideNav.module.css';

interface SideNavProps {
  readonly tree: readonly PageNode[];
  /** The canonical pathname of the current page, without trailing slash. */
  readonly activePathname: string;
  readonly language: Language;
}

/** A node's label; long code names (`GridChartsRendererProxy`) may wrap between their words. */
function Label({ node, language }: { node: PageNode; language: Language }) {
  const title = navTitle(node, language);
  if (!hasCodeName(node)) return <span className={styles.label}>{title}</span>;
  const words = title.split(/(?<=[a-z0-9])(?=[A-Z])/);
  return (
    <span className={styles.label}>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </span>
  );
}

function containsPath(node: PageNode, pathname: string): boolean {
  return node.pathname === pathname || (node.children ?? []).some((child) => containsPath(child, pathname));
}

function NavNode({
  node,
  activePathname,
  language,
  t,
}: {
  node: PageNode;
  activePathname: string;
  language: Language;
  t: Translate;
}) {
  if (isGroup(node)) {
    const items = (
      <ul className={styles.list}>
        {(node.children ?? []).map((child) => (
          <NavNode key={child.pathname} node={child} activePathname={activePathname} language={language} t={t} />
        ))}
      </ul>
    );
    if (node.subheader !== undefined) {
      return (
        <li className={styles.section}>
          <div className={styles.subheader}>
            {navTitle(node, language)}
            <PageChips node={node} t={t} />
          </div>
          {items}
        </li>
      );
    }
    return (
      <li>
        <details className={styles.group} open={containsPath(node, activePathname)}>
          <summary className={styles.item}>
            <Label node={node} language={language} />
            <PageChips node={node} t={t} />
          </summary>
          {items}
        </details>
      </li>
    );
  }
  if (isExternal(node.pathname)) {
    return (
      <li>
        <Link className={styles.item} href={node.pathname}>
          <Label node={node} language={language} />
          <ExternalIcon />
        </Link>
      </li>
    );
  }
  const active = node.pathname === activePathname;
  return (
    <li>
      <Link
        className={styles.item}
        href={pathInLanguage(pageHref(node.pathname), language)}
        {...(active && { 'aria-current': 'page' as const })}
      >
        <Label node={node} language={language} />
        <PageChips node={node} t={t} />
      </Link>
    </li>
  );
}

/**
 * The documentation tree, rendered on the server: groups fold with <details>,
 * no client JS. The current product's tree is shown in full, the others as a
 * link each (`navigationFor`), so a page's HTML does not grow with the site.
 */
export function SideNav({ tree, activePathname, language }: SideNavProps) {
  const t = createTranslator(language);
  return (
    <nav aria-label={t('appFrame.navigation')} className={styles.nav}>
      <Island page={pathInLanguage(pageHref(activePathname || '/x/introduction'), language)} slot="navigation">
        <ul className={styles.list}>
          {navigationFor(tree, activePathname).map((entry) =>
            entry.kind === 'tree' ? (
              <NavNode
                key={entry.node.pathname}
                node={entry.node}
                activePathname={activePathname}
                language={language}
                t={t}
              />
            ) : (
              <li key={entry.group.pathname}>
                <Link
                  className={`${styles.item} ${styles.groupLink}`}
                  href={pathInLanguage(pageHref(entry.pathname), language)}
                >
                  <Label node={entry.group} language={language} />
                  <PageChips node={entry.group} t={t} />
                </Link>
              </li>
            ),
          )}
        </ul>
      </Island>
    </nav>
  );
}
