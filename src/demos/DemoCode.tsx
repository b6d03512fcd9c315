'use client';
import { useState, type ReactNode } from 'react';
import { useCodeVariant } from '../preferences/CodePreferencesProvider';
import styles from './DemoBlock.module.css';

/** The demo source, hidden until asked for, in the reader's code variant: TypeScript or its generated JavaScript twin. */
export function DemoCode({ ts, js }: { ts: ReactNode; js: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { value: variant, set: setVariant } = useCodeVariant();
  return (
    <div className={styles.code}>
      <div className={styles.bar}>
        <button type="button" className={styles.barButton} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide code' : 'Show code'}
        </button>
        {open && (
          <div className={styles.variants} role="group" aria-label="Source language">
            {(['TS', 'JS'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.barButton}
                aria-pressed={variant === option}
                aria-label={option === 'TS' ? 'Show TypeScript source' : 'Show JavaScript source'}
                onClick={() => setVariant(option)}
              >
                {option}
              </button>
            ))}
          </div>
        )}
      </div>
      {open && <div className={styles.source}>{variant === 'TS' ? ts : js}</div>}
    </div>
  );
}
