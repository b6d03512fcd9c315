'use client';
import { useEffect, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { Link } from '../layout/Link';
import { pathInLanguage, pathnameToLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import { loadEngine } from './loadEngine';
import { suggestionLabel } from './labels';
import { suggestForPath } from './query';
import type { SearchHit } from './types';
import styles from './NotFoundSuggestions.module.css';

interface Suggestions {
  readonly language: Language;
  readonly hits: readonly SearchHit[];
}

/** On the 404 page: search results for the words of the missing path, in the path's language. */
export function NotFoundSuggestions() {
  const t = useTranslate();
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);

  useEffect(() => {
    const { userLanguage, canonicalAsServer } = pathnameToLanguage(window.location.pathname);
    let live = true;
    loadEngine(userLanguage).then(
      (engine) => live && setSuggestions({ language: userLanguage, hits: suggestForPath(engine, canonicalAsServer) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!suggestions || suggestions.hits.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions" className={styles.title}>
        {t('search.notFoundTitle')}
      </h2>
      <ul className={styles.list}>
        {suggestions.hits.map((hit) => (
          <li key={hit.id}>
            <Link href={pathInLanguage(hit.id, suggestions.language)}>
              {suggestionLabel(hit, suggestions.language)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
