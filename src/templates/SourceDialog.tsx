'use client';
import { useState, type RefObject } from 'react';
import { copyText } from '../demos/copyText';
import { interpolate } from '../i18n/strings';
import { useCodeVariant } from '../preferences/CodePreferencesProvider';
import { CODE_VARIANTS } from '../preferences/codeVariant';
import type { TemplateBarStrings } from './TemplateBar';
import type { TemplateSourceState } from './useTemplateSource';
import styles from './TemplateBar.module.css';

/** How long "Copied" shows after a copy, as the other copy controls of the site. */
const COPIED_MS = 2000;

/**
 * The template's files in a modal dialog (the platform's `<dialog>`: focus kept inside, Escape closes, focus
 * returns to the Source button): a file list, TypeScript or JavaScript (the reader's code preference), the
 * highlighted code and a copy button for the file shown.
 */
export function SourceDialog({
  dialogRef,
  state,
  retry,
  strings,
  onClose,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  state: TemplateSourceState;
  retry: () => void;
  strings: TemplateBarStrings;
  onClose: () => void;
}) {
  const { value: variant, set: setVariant } = useCodeVariant();
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState(false);
  const files = state.status === 'ready' ? state.source[variant] : [];
  const file = files[Math.min(selected, files.length - 1)];

  const copy = async () => {
    if (!file || !(await copyText(file.code))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <dialog
      id="source"
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="template-source-title"
      onClose={onClose}
    >
      <div className={styles.dialogHeader}>
        <h2 id="template-source-title" className={styles.dialogTitle}>
          {strings.sourceTitle}
        </h2>
        <div className={styles.variants} role="group" aria-label={strings.language}>
          {CODE_VARIANTS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.variant}
              aria-pressed={variant === option}
              onClick={() => setVariant(option)}
            >
              {option}
            </button>
          ))}
        </div>
        <button type="button" className={styles.barButton} onClick={() => void copy()} disabled={!file}>
          {copied ? strings.copied : strings.copy}
        </button>
        <button
          type="button"
          className={styles.barButton}
          aria-label={strings.closeSource}
          onClick={() => dialogRef.current?.close()}
        >
          ✕
        </button>
      </div>
      {state.status === 'ready' && file ? (
        <div className={styles.dialogBody}>
          <nav aria-label={strings.files} className={styles.files}>
            <ul>
              {files.map((entry, index) => (
                <li key={entry.path}>
                  <button
                    type="button"
                    className={styles.file}
                    aria-current={entry === file ? 'true' : undefined}
                    onClick={() => setSelected(index)}
                  >
                    {entry.path.replace(/^\.\//, '')}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div
            className={styles.code}
            role="region"
            aria-label={file.path.replace(/^\.\//, '')}
            // The region scrolls: focusable, so that a keyboard can scroll it.
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: file.html }}
          />
        </div>
      ) : (
        <p className={styles.status} role="status">
          {state.status === 'error' ? interpolate(strings.loadError, { reason: state.reason }) : strings.loading}
          {state.status === 'error' && (
            <button type="button" className={styles.barButton} onClick={retry}>
              {strings.retry}
            </button>
          )}
        </p>
      )}
    </dialog>
  );
}
