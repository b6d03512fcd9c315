'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { useThemeState } from '../preferences/ThemeStateProvider';
import { pathInLanguage, pathnameToLanguage } from '../routing/language';
import { LANGUAGE_NAMES } from '../site/languages';
import { CloseIcon } from './icons';
import styles from './SettingsDrawer.module.css';

interface ToggleGroupProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
}

function ToggleGroup<T extends string>({ label, value, options, onChange }: ToggleGroupProps<T>) {
  const id = useId();
  return (
    <section className={styles.section}>
      <h3 id={id} className={styles.sectionTitle}>
        {label}
      </h3>
      <div role="group" aria-labelledby={id} className={styles.toggles}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.toggle}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** The settings drawer (a modal dialog at the end side): mode, direction, density and language. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { mode, direction, dense, dispatch } = useThemeState();
  const { language, languages } = useDocsConfig();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const canonical =
    typeof window === 'undefined'
      ? '/'
      : pathnameToLanguage(window.location.pathname + window.location.hash).canonicalAs;

  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-labelledby="settings-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id="settings-title" className={styles.title}>
          Settings
        </h2>
        <button type="button" className={styles.close} aria-label="Close settings" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <ToggleGroup
        label="Mode"
        value={mode}
        options={[
          { value: 'light', label: 'Light' },
          { value: 'system', label: 'System' },
          { value: 'dark', label: 'Dark' },
        ]}
        onChange={(paletteMode) => dispatch({ type: 'CHANGE', payload: { paletteMode } })}
      />
      <ToggleGroup
        label="Direction"
        value={direction}
        options={[
          { value: 'ltr', label: 'Left to right' },
          { value: 'rtl', label: 'Right to left' },
        ]}
        onChange={(next) => dispatch({ type: 'CHANGE', payload: { direction: next } })}
      />
      <ToggleGroup
        label="Demo density"
        value={dense ? 'dense' : 'standard'}
        options={[
          { value: 'standard', label: 'Standard' },
          { value: 'dense', label: 'Dense' },
        ]}
        onChange={(next) =>
          dispatch(next === 'dense' ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })
        }
      />
      <Section title="Language">
        <ul className={styles.languages}>
          {languages.map((candidate) => (
            <li key={candidate}>
              <a
                className={styles.toggle}
                href={pathInLanguage(canonical, candidate)}
                hrefLang={candidate}
                lang={candidate}
                {...(candidate === language && { 'aria-current': 'true' as const })}
              >
                {LANGUAGE_NAMES[candidate]}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </dialog>
  );
}
