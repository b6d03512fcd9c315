'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { matchesFilter } from './filter';
import { filterStatus, hashTarget, useIslandLoads, type FilterStatusLabels } from './filterParts';
import styles from './ApiReference.module.css';

interface ApiFilterProps {
  /** Whether the page has deprecated or unstable entries (hidden until the reader asks for them). */
  readonly hasExtra: boolean;
  readonly labels: FilterStatusLabels & {
    readonly label: string;
    readonly placeholder: string;
    readonly showExtra: string;
  };
}

/** An entry's name, from its permalink id (`props-checkboxSelection`). */
const entryName = (entry: HTMLElement) => entry.id.slice(entry.id.indexOf('-') + 1);

function entriesOf(container: Element | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>('[data-api-entry]')] : [];
}

/**
 * Narrows the entries of an API page by name as the reader types. Deprecated and unstable entries are
 * hidden by CSS while the checkbox is clear (so the page reads the same before this script runs);
 * a permalink to one still shows it (`:target`).
 */
export function ApiFilter({ hasExtra, labels }: ApiFilterProps) {
  const inputId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [showExtra, setShowExtra] = useState(false);
  const [counts, setCounts] = useState<{ shown: number; total: number } | null>(null);
  const islandLoads = useIslandLoads();

  useEffect(() => {
    const entries = entriesOf(bar.current?.closest('#api-reference') ?? null);
    let shown = 0;
    for (const entry of entries) {
      const matches = matchesFilter(entryName(entry), query);
      entry.hidden = !matches;
      if (matches && (showExtra || entry.dataset['extra'] === undefined)) shown += 1;
    }
    setCounts({ shown, total: entries.length });
  }, [query, showExtra, islandLoads]);

  useEffect(() => {
    // A permalink to an entry the filter hides clears the filter, so the link always lands.
    const reveal = () => {
      const target = hashTarget();
      if (target?.hidden && target.dataset['apiEntry'] !== undefined) {
        setQuery('');
        requestAnimationFrame(() => target.scrollIntoView());
      }
    };
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);

  return (
    <div ref={bar} className={styles.filter} role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.filterInput}
        placeholder={labels.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {hasExtra && (
        <label className={styles.filterToggle}>
          <input
            type="checkbox"
            data-show-extra=""
            checked={showExtra}
            onChange={(event) => setShowExtra(event.target.checked)}
          />
          {labels.showExtra}
        </label>
      )}
      <p className={styles.filterStatus} aria-live="polite">
        {counts && filterStatus(labels, query, counts)}
      </p>
    </div>
  );
}
