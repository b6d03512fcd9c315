'use client';
import { useEffect } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { isCodeBlockCopyShortcut } from './codeBlockCopy';

// The copying itself (and the clipboard code) loads with the first copy.
const loadActions = () => import('./copyActions');

/**
 * One listener for every Markdown code block on the page: the Copy button, and Ctrl/Cmd+C while a block is hovered or
 * focused with no text selected; and for the page's "Copy page" button (PageActions).
 */
export function CodeBlockCopier() {
  const t = useTranslate();
  const copy = t('markdown.copy');
  const copied = t('markdown.copied');
  useEffect(() => {
    const labels = { copy, copied };
    let hovered: Element | null = null;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const pageButton = target?.closest<HTMLElement>('[data-copy-page]');
      if (pageButton) void loadActions().then((actions) => actions.copyPage(pageButton));
      const block = target?.closest('[data-copy-code]')?.closest('[data-code-block]');
      if (block) void loadActions().then((actions) => actions.copyBlock(block, labels));
    };
    const onPointerOver = (event: PointerEvent) => {
      hovered = (event.target as Element | null)?.closest('[data-code-block]') ?? null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCodeBlockCopyShortcut(event, window.getSelection()?.toString() ?? '')) return;
      const block = document.activeElement?.closest('[data-code-block]') ?? hovered;
      if (!block) return;
      event.preventDefault();
      void loadActions().then((actions) => actions.copyBlock(block, labels));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [copy, copied]);
  return null;
}
