/** How long a code block's button reads "Copied" after a copy. */
export const COPIED_MS = 2000;

/**
 * Whether a keydown is a plain copy shortcut (Ctrl+C, or Cmd+C on Apple
 * keyboards) that should copy the hovered or focused code block: only when
 * the reader has no text selected, so selecting part of the code still works.
 */
export function isCodeBlockCopyShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  selectedText: string,
): boolean {
  const modifier = event.ctrlKey || event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c' && selectedText === '';
}
