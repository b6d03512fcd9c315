import { pathInLanguage } from '../routing/language';
import type { Neighbours } from '../routing/pageTree';
import type { Language } from '../site/languages';
import { navTitle } from '../i18n/pageTitles';
import { createTranslator } from '../i18n/translate';
import { Link } from './Link';
import styles from './PrevNext.module.css';

/** Links to the previous and next pages in navigation order. */
export function PrevNext({ neighbours, language }: { neighbours: Neighbours; language: Language }) {
  const { previous, next } = neighbours;
  const t = createTranslator(language);
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('pager.label')} className={styles.nav}>
      {previous && (
        <Link href={pathInLanguage(previous.href, language)} className={styles.link} rel="prev">
          <span className={styles.caption}>{t('pager.previous')}</span>
          {navTitle(previous.node, language)}
        </Link>
      )}
      {next && (
        <Link href={pathInLanguage(next.href, language)} className={styles.link} data-next rel="next">
          <span className={styles.caption}>{t('pager.next')}</span>
          {navTitle(next.node, language)}
        </Link>
      )}
    </nav>
  );
}
