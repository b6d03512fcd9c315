import { copyText } from '../demos/copyText';
import { COPIED_MS } from './codeBlockCopy';

export interface CopyLabels {
  readonly copy: string;
  readonly copied: string;
}

/** Copies a text, then shows `copied` on the button for a while; a failing clipboard is silent. */
async function copyAndConfirm(text: string | undefined, button: Element | null, labels: CopyLabels): Promise<void> {
  if (text === undefined || !(await copyText(text)) || !button) return;
  button.textContent = labels.copied;
  window.setTimeout(() => {
    button.textContent = labels.copy;
  }, COPIED_MS);
}

/** A Markdown code block's Copy button (or shortcut). */
export function copyBlock(block: Element, labels: CopyLabels): Promise<void> {
  const code = block.querySelector('pre')?.textContent ?? '';
  return copyAndConfirm(code, block.querySelector('[data-copy-code]'), labels);
}

/** "Copy page" (PageActions): fetches the page's Markdown from its `.md` URL and copies it; a failure is silent. */
export async function copyPage(button: HTMLElement): Promise<void> {
  const { dataset } = button;
  const markdown = await fetch(dataset['copyPage'] ?? '')
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  await copyAndConfirm(markdown, button, { copy: dataset['label'] ?? '', copied: dataset['copied'] ?? '' });
}
