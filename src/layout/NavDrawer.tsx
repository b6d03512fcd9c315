'use client';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { CloseIcon, MenuIcon } from './icons';
import { trapTab } from './focusTrap';
import { navDrawerStore } from './navDrawerStore';
import styles from './NavDrawer.module.css';

function useDrawerOpen(): boolean {
  return useSyncExternalStore(navDrawerStore.subscribe, navDrawerStore.get, navDrawerStore.getServer);
}

/** The header button that opens the navigation drawer on narrow screens. */
export function NavDrawerButton() {
  const open = useDrawerOpen();
  const t = useTranslate();
  return (
    <button
      type="button"
      className={styles.openButton}
      id="nav-drawer-button"
      aria-label={t('appFrame.openDrawer')}
      aria-expanded={open}
      aria-controls="nav-drawer"
      onClick={() => navDrawerStore.set(true)}
    >
      <MenuIcon />
    </button>
  );
}

/**
 * The navigation: a permanent column on wide screens, a modal drawer on
 * narrow ones (focus kept inside, Escape or the backdrop closes it and focus
 * returns to the button). The active link is scrolled into view.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const open = useDrawerOpen();
  const t = useTranslate();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const current = panelRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = panelRef.current;
    if (current && scroller) scroller.scrollTop = current.offsetTop - scroller.clientHeight / 3;
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navDrawerStore.set(false);
      else if (panel) trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.getElementById('nav-drawer-button')?.focus();
    };
  }, [open]);

  // A click on a link closes the modal drawer (the page changes under it).
  const onClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) navDrawerStore.set(false);
  };

  return (
    <>
      {open && <div className={styles.backdrop} onClick={() => navDrawerStore.set(false)} aria-hidden="true" />}
      <div
        id="nav-drawer"
        ref={panelRef}
        className={styles.drawer}
        data-open={open}
        onClick={onClick}
        {...(open && { role: 'dialog', 'aria-modal': true, 'aria-label': t('appFrame.drawerLabel') })}
      >
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('appFrame.closeDrawer')}
          onClick={() => navDrawerStore.set(false)}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </>
  );
}
