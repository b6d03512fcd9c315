import clipboardCopy from 'clipboard-copy';

/** Copies text; a failing clipboard is swallowed (the reader can still select the text). Resolves to success. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await clipboardCopy(text);
    return true;
  } catch {
    return false;
  }
}
