'use client';
import { useEffect } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { COPIED_MS, isCodeBlockCopyShortcut } from './codeBlockCopy';

interface CopyLabels {
  readonly copy: string;
  readonly copied: string;
}

/** Copies a text (the clipboard code loads with the first copy), then shows `copied` on the button for a while. */
async function copyAndConfirm(text: string | undefined, button: Element | null, copied: string, label: string) {
  const { copyText } = await import('../demos/copyText');
  if (text === undefined || !(await copyText(text)) || !button) return;
  button.textContent = copied;
  window.setTimeout(() => {
    button.textContent = label;
  }, COPIED_MS);
}

function copyBlock(block: Element, labels: CopyLabels): Promise<void> {
  const code = block.querySelector('pre')?.textContent ?? '';
  return copyAndConfirm(code, block.querySelector('[data-copy-code]'), labels.copied, labels.copy);
}

/** "Copy page" (PageActions): fetches the page's Markdown from its `.md` URL and copies it; a failure is silent. */
async function copyPage(button: HTMLElement): Promise<void> {
  const { dataset } = button;
  const markdown = await fetch(dataset['copyPage'] ?? '')
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  await copyAndConfirm(markdown, button, dataset['copied'] ?? '', dataset['label'] ?? '');
}

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
