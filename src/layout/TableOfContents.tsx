'use client';
import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../markdown/rehypeHeadings';
import { useTranslate } from '../i18n/useTranslate';
import { activeHeadingId } from './scrollSpy';
import styles from './TableOfContents.module.css';

/** "Contents" beside the article, highlighting the section being read. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const t = useTranslate();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const headings = toc
      .map((entry) => document.getElementById(entry.id))
      .filter((element): element is HTMLElement => element !== null);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setActiveId(
          activeHeadingId(
            // Entries a filter hides have no box and must not count as read.
            headings
              .filter((heading) => heading.offsetParent !== null)
              .map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top })),
          ),
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

  // Long contents (API pages list every prop) scroll on their own: keep the current entry in sight.
  useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link) return;
    if (link.offsetTop < box.scrollTop || link.offsetTop + link.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = link.offsetTop - box.clientHeight / 2;
    }
  }, [activeId]);

  if (toc.length === 0) return null;
  return (
    <nav ref={nav} aria-label={t('toc.label')} className={styles.toc}>
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
