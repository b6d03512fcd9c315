'use client';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { CLOSED, consentStore } from './consentStore';
import styles from './ConsentDialog.module.css';

const getServerSnapshot = () => CLOSED;

/**
 * The cookie preferences dialog: non-modal, at the bottom of the page. It
 * opens by itself once (no choice saved, no Do Not Track / Global Privacy
 * Control), and again from the footer link. The choice is saved and sent as
 * a consent update.
 */
export function ConsentDialog() {
  const t = useTranslate();
  const {
    open,
    reopened,
    choice: current,
    privacySignal,
  } = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, getServerSnapshot);
  const firstButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    // Opened by the reader from the footer: take focus there. Opened by itself: do not steal it.
    if (open && reopened) firstButton.current?.focus();
  }, [open, reopened]);

  if (!open) return null;
  const choose = consentStore.choose;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && current !== null) consentStore.close();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p id={textId} className={styles.text}>
        {t(privacySignal ? 'consent.privacySignal' : 'consent.text')}
      </p>
      <div className={styles.actions}>
        <button
          ref={firstButton}
          type="button"
          className={styles.secondary}
          aria-pressed={current === 'denied'}
          onClick={() => choose('denied')}
        >
          {t('consent.essential')}
        </button>
        <button
          type="button"
          className={styles.primary}
          aria-pressed={current === 'granted'}
          disabled={privacySignal}
          onClick={() => choose('granted')}
        >
          {t('consent.allow')}
        </button>
      </div>
    </div>
  );
}
