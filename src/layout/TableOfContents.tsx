'use client';
import { useEffect, useState } from 'react';
import type { TocEntry } from '../markdown/rehypeHeadings';
import { useTranslate } from '../i18n/useTranslate';
import { activeHeadingId } from './scrollSpy';
import styles from './TableOfContents.module.css';

/** "Contents" beside the article, highlighting the section being read. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const t = useTranslate();

  useEffect(() => {
    const headings = toc
      .map((entry) => document.getElementById(entry.id))
      .filter((element): element is HTMLElement => element !== null);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setActiveId(
          activeHeadingId(headings.map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top }))),
        );
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [toc]);

  if (toc.length === 0) return null;
  return (
    <nav aria-label={t('toc.label')} className={styles.toc}>
      <p className={styles.title}>{t('toc.title')}</p>
      <ul className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            <a
              href={`#${entry.id}`}
              className={styles.link}
              {...(entry.id === activeId && { 'aria-current': 'location' as const })}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
