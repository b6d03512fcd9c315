'use client';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { SettingsIcon } from './icons';
import styles from './AppHeader.module.css';

const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** Opens the settings drawer, whose code loads on first use. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const t = useTranslate();
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('appFrame.toggleSettings')}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
        onPointerEnter={() => void import('./SettingsDrawer')}
      >
        <SettingsIcon />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
