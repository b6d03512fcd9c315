'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SandboxGlyph, BoltGlyph, CodeGlyph } from '../demos/demoIcons';
import { codeSandboxForm, stackBlitzForm } from '../demos/sandbox';
import { submitForm } from '../demos/submitForm';
import { interpolate } from '../i18n/strings';
import { useCodeVariant } from '../preferences/CodePreferencesProvider';
import { applyToDocument } from '../preferences/domEffects';
import { applyStoredPreferences, INIT_CONFIG } from '../preferences/initScript';
import { MODE_KEY } from '../preferences/storageKeys';
import { directionSnapshot, subscribeDirection, writeDirection } from './directionStore';
import { SourceDialog } from './SourceDialog';
import { templateSandbox } from './templateSandbox';
import { fetchTemplateSource, useTemplateSource } from './useTemplateSource';
import styles from './TemplateBar.module.css';

/** The bar's texts, in the page's language, resolved on the server. */
export interface TemplateBarStrings {
  readonly barLabel: string;
  readonly back: string;
  readonly backLabel: string;
  readonly source: string;
  readonly sourceTitle: string;
  readonly closeSource: string;
  readonly openInCodeSandbox: string;
  readonly openInStackBlitz: string;
  readonly rtl: string;
  readonly language: string;
  readonly files: string;
  readonly copy: string;
  readonly copied: string;
  readonly loading: string;
  readonly loadError: string;
  readonly sandboxError: string;
  readonly retry: string;
  readonly fullPage: string;
}

const SOURCE_HASH = '#source';
const subscribeHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

/**
 * The small bar above a template: back to the gallery, the template's source, open it in CodeSandbox or
 * StackBlitz (as a Vite project, in the reader's TS/JS preference), and the direction. `#source` in the URL
 * opens the source on load (the gallery's "Source" links).
 */
export function TemplateBar({
  slug,
  title,
  description,
  galleryHref,
  strings,
}: {
  slug: string;
  title: string;
  description: string;
  galleryHref: string;
  strings: TemplateBarStrings;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hashAsksSource = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash === SOURCE_HASH,
    () => false,
  );
  const [opened, setOpened] = useState(false);
  const [sandboxError, setSandboxError] = useState<string | null>(null);
  const [source, retry] = useTemplateSource(slug, opened || hashAsksSource);
  const { value: variant } = useCodeVariant();
  const direction = useSyncExternalStore(subscribeDirection, directionSnapshot, () => 'ltr' as const);

  useEffect(() => {
    // The template (in its frame) switches the colour mode: the bar follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === MODE_KEY) applyStoredPreferences(INIT_CONFIG, applyToDocument);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (hashAsksSource && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [hashAsksSource]);

  const openSource = () => {
    setOpened(true);
    dialogRef.current?.showModal();
  };
  const closeSource = () => {
    // Closing forgets `#source`, so that a reload shows the template.
    if (window.location.hash === SOURCE_HASH)
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
  };
  const openSandbox = async (form: typeof codeSandboxForm) => {
    try {
      setSandboxError(null);
      submitForm(form(templateSandbox(await fetchTemplateSource(slug), variant, title, description)));
    } catch (error) {
      setSandboxError(
        interpolate(strings.sandboxError, { reason: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  return (
    <>
      <nav className={styles.bar} aria-label={strings.barLabel}>
        <a className={styles.back} href={galleryHref} aria-label={strings.backLabel}>
          <span aria-hidden="true" className={styles.backArrow}>
            ←
          </span>
          {strings.back}
        </a>
        <span className={styles.title}>{title}</span>
        {sandboxError && (
          <span className={styles.error} role="alert">
            {sandboxError}
          </span>
        )}
        <div className={styles.actions}>
          <a className={styles.barButton} href="live/" aria-label={strings.fullPage} title={strings.fullPage}>
            <span aria-hidden="true" className={styles.glyph}>
              ⤢
            </span>
            <span className={styles.label}>{strings.fullPage}</span>
          </a>
          <button
            type="button"
            className={styles.barButton}
            onClick={openSource}
            aria-haspopup="dialog"
            aria-label={strings.source}
          >
            <CodeGlyph />
            <span className={styles.label}>{strings.source}</span>
          </button>
          <button
            type="button"
            className={styles.barButton}
            onClick={() => void openSandbox(codeSandboxForm)}
            aria-label={strings.openInCodeSandbox}
            title={strings.openInCodeSandbox}
          >
            <SandboxGlyph />
            <span className={styles.label}>CodeSandbox</span>
          </button>
          <button
            type="button"
            className={styles.barButton}
            onClick={() => void openSandbox(stackBlitzForm)}
            aria-label={strings.openInStackBlitz}
            title={strings.openInStackBlitz}
          >
            <BoltGlyph />
            <span className={styles.label}>StackBlitz</span>
          </button>
          <button
            type="button"
            className={styles.barButton}
            aria-pressed={direction === 'rtl'}
            onClick={() => writeDirection(direction === 'rtl' ? 'ltr' : 'rtl')}
            aria-label={strings.rtl}
            title={strings.rtl}
          >
            <span aria-hidden="true" className={styles.glyph}>
              ⇄
            </span>
            <span className={styles.label}>{strings.rtl}</span>
          </button>
        </div>
      </nav>
      <SourceDialog dialogRef={dialogRef} state={source} retry={retry} strings={strings} onClose={closeSource} />
    </>
  );
}
