'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBrowserValue } from '../browser/useBrowserValue';
import { useTranslate } from '../i18n/useTranslate';
import { SearchIcon } from '../layout/icons';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { isApplePlatform, opensSearch } from './shortcuts';
import styles from './SearchButton.module.css';

const SearchDialog = lazy(() => import('./SearchDialog'));

/**
 * The header's `Search` button and the shortcuts (Ctrl/Cmd+K, `/`). The
 * dialog and the index load on first use, or as soon as the pointer or the
 * focus reaches the button; never with the page.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { language } = useDocsConfig();
  const t = useTranslate();
  const apple = useBrowserValue(
    () => isApplePlatform(navigator.platform),
    () => false,
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const preload = () => void import('./SearchDialog').then((module) => module.preloadSearch(language));

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t('search.button')}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        <span className={styles.label}>{t('search.button')}</span>
        <kbd className={styles.shortcut}>{apple ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} language={language} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
