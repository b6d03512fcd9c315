'use client';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { interpolate } from '../i18n/strings';
import { matchRows, matchSections, type SectionMatch } from './checker';
import { readRows, readSections } from './pageSections';
import styles from './Migration.module.css';

interface MigrationCheckerProps {
  readonly labels: {
    readonly label: string;
    readonly placeholder: string;
    readonly hint: string;
    /** With `{{count}}`. */
    readonly sections: string;
    /** With `{{count}}`. */
    readonly rows: string;
    /** With `{{names}}`. */
    readonly names: string;
    readonly none: string;
  };
}

/** Rows listed by name beyond this many would drown the sections: the rest is counted, not listed. */
const MAX_ROWS = 40;

interface Result {
  readonly sections: readonly SectionMatch[];
  readonly rows: readonly { readonly id: string; readonly name: string; readonly owner: string }[];
}

/**
 * "Which changes affect my code?": the reader pastes code or a package.json and sees the sections of this page (and
 * the rows of its generated API table) that name something in it. Reads the page it is on; sends nothing anywhere.
 */
export function MigrationChecker({ labels }: MigrationCheckerProps) {
  const inputId = useId();
  const hintId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const body = root.current?.closest('.markdown-body');
    if (!body || deferred.trim() === '') {
      setResult(null);
      return;
    }
    setResult({ sections: matchSections(deferred, readSections(body)), rows: matchRows(deferred, readRows(body)) });
  }, [deferred]);

  return (
    <div ref={root} className={styles.checker} data-migration-checker="">
      <label htmlFor={inputId} className={styles.checkerLabel}>
        {labels.label}
      </label>
      <textarea
        id={inputId}
        className={styles.checkerInput}
        placeholder={labels.placeholder}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        autoComplete="off"
        dir="ltr"
      />
      <p id={hintId} className={styles.hint}>
        {labels.hint}
      </p>
      <div className={styles.results} aria-live="polite">
        {result &&
          (result.sections.length === 0 && result.rows.length === 0 ? (
            <p>{labels.none}</p>
          ) : (
            <>
              {result.sections.length > 0 && (
                <>
                  <h3>{interpolate(labels.sections, { count: result.sections.length })}</h3>
                  <ul data-checker-sections="">
                    {result.sections.map((section) => (
                      <li key={section.id}>
                        <a href={`#${section.id}`}>{section.title}</a>{' '}
                        <span className={styles.found}>
                          {interpolate(labels.names, { names: section.names.join(', ') })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {result.rows.length > 0 && (
                <>
                  <h3>{interpolate(labels.rows, { count: result.rows.length })}</h3>
                  <ul data-checker-rows="">
                    {result.rows.slice(0, MAX_ROWS).map((row) => (
                      <li key={row.id}>
                        <a href={`#${row.id}`}>
                          <code>{row.owner ? `${row.owner}.${row.name}` : row.name}</code>
                        </a>
                      </li>
                    ))}
                    {result.rows.length > MAX_ROWS && <li>…</li>}
                  </ul>
                </>
              )}
            </>
          ))}
      </div>
    </div>
  );
}
