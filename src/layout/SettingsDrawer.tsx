'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { useThemeState } from '../preferences/ThemeStateProvider';
import { pathInLanguage, pathnameToLanguage } from '../routing/language';
import { LANGUAGE_NAMES } from '../site/languages';
import { useTranslate } from '../i18n/useTranslate';
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
  const t = useTranslate();

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
          {t('settings.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('settings.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <ToggleGroup
        label={t('settings.mode')}
        value={mode}
        options={[
          { value: 'light', label: t('settings.light') },
          { value: 'system', label: t('settings.system') },
          { value: 'dark', label: t('settings.dark') },
        ]}
        onChange={(paletteMode) => dispatch({ type: 'CHANGE', payload: { paletteMode } })}
      />
      <ToggleGroup
        label={t('settings.direction')}
        value={direction}
        options={[
          { value: 'ltr', label: t('settings.ltr') },
          { value: 'rtl', label: t('settings.rtl') },
        ]}
        onChange={(next) => dispatch({ type: 'CHANGE', payload: { direction: next } })}
      />
      <ToggleGroup
        label={t('settings.density')}
        value={dense ? 'dense' : 'standard'}
        options={[
          { value: 'standard', label: t('settings.standard') },
          { value: 'dense', label: t('settings.dense') },
        ]}
        onChange={(next) =>
          dispatch(next === 'dense' ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })
        }
      />
      <Section title={t('settings.language')}>
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
