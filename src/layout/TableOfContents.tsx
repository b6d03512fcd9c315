import { createTranslator } from '../i18n/translate';
import type { TocEntry } from '../markdown/rehypeHeadings';
import type { Language } from '../site/languages';
import { Island } from '../static/Island';
import { ScrollSpy } from './ScrollSpy';
import styles from './TableOfContents.module.css';

/** The element the scroll spy works on. */
export const TOC_ID = 'page-toc';

/**
 * "Contents" beside the article, rendered on the server and sent once (an
 * island: API pages list hundreds of entries); the scroll spy marks the
 * section being read.
 */
export function TableOfContents({
  toc,
  language,
  page,
}: {
  toc: readonly TocEntry[];
  language: Language;
  page: string;
}) {
  if (toc.length === 0) return null;
  const t = createTranslator(language);
  return (
    <nav id={TOC_ID} aria-label={t('toc.label')} className={styles.toc}>
      <p className={styles.title}>{t('toc.title')}</p>
      <Island page={page}>
        <ul className={styles.list}>
          {toc.map((entry) => (
            <li key={entry.id} data-level={entry.level}>
              <a href={`#${entry.id}`} className={styles.link}>
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      </Island>
      <ScrollSpy tocId={TOC_ID} page={page} />
    </nav>
  );
}
