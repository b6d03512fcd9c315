import { describe, expect, it } from 'vitest';
import { isCodeBlockCopyShortcut } from './codeBlockCopy';

const key = (overrides: Partial<Parameters<typeof isCodeBlockCopyShortcut>[0]>) => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isCodeBlockCopyShortcut', () => {
  it('accepts Ctrl+C and Cmd+C with nothing selected', () => {
    expect(isCodeBlockCopyShortcut(key({ ctrlKey: true }), '')).toBe(true);
    expect(isCodeBlockCopyShortcut(key({ metaKey: true, key: 'C' }), '')).toBe(true);
  });
  it('leaves the browser copy alone when text is selected', () => {
    expect(isCodeBlockCopyShortcut(key({ ctrlKey: true }), 'const a')).toBe(false);
  });
  it('ignores other keys and chords', () => {
    expect(isCodeBlockCopyShortcut(key({}), '')).toBe(false);
    expect(isCodeBlockCopyShortcut(key({ ctrlKey: true, shiftKey: true }), '')).toBe(false);
    expect(isCodeBlockCopyShortcut(key({ ctrlKey: true, key: 'v' }), '')).toBe(false);
  });
});
