'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { filterStatus, hashTarget, useIslandLoads, type FilterStatusLabels } from '../api-docs/filterParts';
import { matchesChange } from './filter';
import styles from './Migration.module.css';

interface ApiChangesFilterProps {
  readonly types: readonly { readonly value: string; readonly label: string }[];
  readonly labels: FilterStatusLabels & {
    readonly label: string;
    readonly placeholder: string;
    readonly typeLabel: string;
    readonly allTypes: string;
  };
}

/**
 * Narrows the API change table by name or component and by type of change; groups with a match open while a
 * filter is on. A permalink to a row (from the checker) opens its group and clears the filter so it shows.
 */
export function ApiChangesFilter({ types, labels }: ApiChangesFilterProps) {
  const inputId = useId();
  const selectId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [counts, setCounts] = useState<{ shown: number; total: number } | null>(null);
  const islandLoads = useIslandLoads();

  useEffect(() => {
    const table = bar.current?.closest('[data-api-changes]');
    if (!table) return;
    const filtering = query.trim() !== '' || type !== '';
    let shown = 0;
    let total = 0;
    for (const group of table.querySelectorAll<HTMLDetailsElement>('[data-change-group]')) {
      let groupShown = 0;
      for (const row of group.querySelectorAll<HTMLElement>('[data-change-name]')) {
        total += 1;
        const owners = [row.dataset['changeOwner'] ?? '', ...(row.dataset['changeAlso'] ?? '').split(' ')];
        const matches =
          matchesChange(row.dataset['changeName'] ?? '', owners.filter(Boolean), query) &&
          (type === '' || row.dataset['changeType'] === type);
        row.hidden = !matches;
        if (matches) groupShown += 1;
      }
      // A table (or list of additions) with nothing left to show is hidden with its header.
      for (const part of group.querySelectorAll<HTMLElement>('[data-change-part]')) {
        part.hidden = part.querySelector('[data-change-name]:not([hidden])') === null;
      }
      shown += groupShown;
      group.hidden = groupShown === 0;
      if (filtering) group.open = groupShown > 0;
    }
    setCounts({ shown, total });
  }, [query, type, islandLoads]);

  useEffect(() => {
    const reveal = () => {
      const target = hashTarget();
      if (target?.dataset['changeName'] === undefined) return;
      if (target.hidden) {
        setQuery('');
        setType('');
      }
      const group = target.closest('details');
      if (group) group.open = true;
      requestAnimationFrame(() => target.scrollIntoView());
    };
    reveal();
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
      <label htmlFor={selectId} className="visually-hidden">
        {labels.typeLabel}
      </label>
      <select
        id={selectId}
        className={styles.filterSelect}
        value={type}
        onChange={(event) => setType(event.target.value)}
      >
        <option value="">{labels.allTypes}</option>
        {types.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p className={styles.filterStatus} aria-live="polite">
        {counts && filterStatus(labels, query, counts)}
      </p>
    </div>
  );
}
