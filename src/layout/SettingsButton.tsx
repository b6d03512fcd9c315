'use client';
import { lazy, Suspense, useState } from 'react';
import { SettingsIcon } from './icons';
import styles from './AppHeader.module.css';

const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** Opens the settings drawer, whose code loads on first use. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Toggle settings drawer"
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
