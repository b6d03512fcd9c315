import { describe, expect, it } from 'vitest';
import { isApplePlatform, opensSearch } from './shortcuts';

const key = (key: string, extra: Partial<Parameters<typeof opensSearch>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' } as unknown as EventTarget,
  ...extra,
});

describe('opensSearch', () => {
  it('opens on Ctrl+K and Cmd+K, even while typing', () => {
    expect(opensSearch(key('k', { ctrlKey: true }))).toBe(true);
    expect(opensSearch(key('K', { metaKey: true, target: { tagName: 'INPUT' } as unknown as EventTarget }))).toBe(true);
    expect(opensSearch(key('k'))).toBe(false);
  });

  it('opens on / only when the reader is not typing', () => {
    expect(opensSearch(key('/'))).toBe(true);
    expect(opensSearch(key('/', { target: { tagName: 'TEXTAREA' } as unknown as EventTarget }))).toBe(false);
    expect(
      opensSearch(key('/', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget })),
    ).toBe(false);
    expect(opensSearch(key('/', { ctrlKey: true }))).toBe(false);
  });
});

describe('isApplePlatform', () => {
  it('recognises macOS and iOS', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});
