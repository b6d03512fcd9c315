'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { copyText } from './copyText';
import { demoHash } from './hash';
import styles from './DemoToolbar.module.css';

interface DemoMoreMenuProps {
  readonly anchor: HTMLButtonElement;
  readonly demoId: string;
  readonly name: string;
  readonly sourceUrl: string;
  readonly onClose: () => void;
}

/** "See more": the source on GitHub and links to the JavaScript or TypeScript source of the demo. */
export function DemoMoreMenu({ anchor, demoId, name, sourceUrl, onClose }: DemoMoreMenuProps) {
  const t = useTranslate();
  const menuRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    const menu = menuRef.current;
    menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        anchor.focus();
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
        const index = items.indexOf(document.activeElement as HTMLElement);
        const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
        items[next]?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!menu?.contains(event.target as Node) && !anchor.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onClose]);

  const copyLink = (variant: 'JS' | 'TS') => {
    const url = `${window.location.origin}${window.location.pathname}${demoHash(name, variant)}`;
    void copyText(url).then((ok) => ok && setCopied(variant));
  };

  return (
    <div ref={menuRef} role="menu" aria-label={t('demo.more')} className={styles.menu}>
      <a
        role="menuitem"
        className={styles.menuItem}
        href={sourceUrl}
        target="_blank"
        rel="noopener"
        data-ga-event-category="demo"
        data-ga-event-action="github"
        data-ga-event-label={demoId}
        onClick={onClose}
      >
        {t('demo.viewSource')}
      </a>
      <button type="button" role="menuitem" className={styles.menuItem} onClick={() => copyLink('JS')}>
        {t(copied === 'JS' ? 'demo.linkCopied' : 'demo.copyJsLink')}
      </button>
      <button type="button" role="menuitem" className={styles.menuItem} onClick={() => copyLink('TS')}>
        {t(copied === 'TS' ? 'demo.linkCopied' : 'demo.copyTsLink')}
      </button>
    </div>
  );
}
