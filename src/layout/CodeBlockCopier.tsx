'use client';
import { useEffect } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { COPIED_MS, isCodeBlockCopyShortcut } from './codeBlockCopy';

interface CopyLabels {
  readonly copy: string;
  readonly copied: string;
}

async function copyBlock(block: Element, labels: CopyLabels): Promise<void> {
  const code = block.querySelector('pre')?.textContent ?? '';
  const button = block.querySelector<HTMLButtonElement>('[data-copy-code]');
  // The clipboard code loads with the first copy.
  const { copyText } = await import('../demos/copyText');
  if (!(await copyText(code)) || !button) return;
  button.textContent = labels.copied;
  window.setTimeout(() => {
    button.textContent = labels.copy;
  }, COPIED_MS);
}

/** "Copy page": fetches the page's Markdown (its `.md` URL) at the click and copies it; a failure is silent. */
async function copyPage(button: HTMLElement): Promise<void> {
  const url = button.dataset['copyPage'] ?? '';
  const { copyText } = await import('../demos/copyText');
  const markdown = await fetch(url)
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  if (markdown === undefined || !(await copyText(markdown))) return;
  const label = button.textContent;
  button.textContent = button.dataset['copied'] ?? label;
  window.setTimeout(() => {
    button.textContent = label;
  }, COPIED_MS);
}

/**
 * One listener for every Markdown code block on the page, and the page's own "Copy page" button (PageActions): the Copy button,
 * and Ctrl/Cmd+C while a block is hovered or focused with no text selected.
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
      if (pageButton) void copyPage(pageButton);
      const block = target?.closest('[data-copy-code]')?.closest('[data-code-block]');
      if (block) void copyBlock(block, labels);
    };
    const onPointerOver = (event: PointerEvent) => {
      hovered = (event.target as Element | null)?.closest('[data-code-block]') ?? null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCodeBlockCopyShortcut(event, window.getSelection()?.toString() ?? '')) return;
      const block = document.activeElement?.closest('[data-code-block]') ?? hovered;
      if (!block) return;
      event.preventDefault();
      void copyBlock(block, labels);
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
