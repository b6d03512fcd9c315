import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyToDocument } from './domEffects';
import { INIT_CONFIG, applyStoredPreferences, initScriptText } from './initScript';

/** A minimal document: the parts the script touches. */
function fakeDocument() {
  const rootAttributes = new Map<string, string>();
  const classes = new Set<string>(['mode-light']);
  const metas = [new Map<string, string>(), new Map<string, string>()];
  const doc = {
    documentElement: {
      setAttribute: (name: string, value: string) => rootAttributes.set(name, value),
      style: { colorScheme: '' },
      dir: 'ltr',
    },
    body: {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      },
      dir: '',
    },
    querySelectorAll: () =>
      metas.map((meta) => ({ setAttribute: (name: string, value: string) => meta.set(name, value) })),
  };
  return { doc, rootAttributes, classes, metas };
}

function stubBrowser(storage: Record<string, string>, prefersDark: boolean) {
  const fake = fakeDocument();
  vi.stubGlobal('document', fake.doc);
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
  });
  return fake;
}

describe('applyStoredPreferences (the no-flash init script)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies a stored dark mode and rtl direction', () => {
    const fake = stubBrowser({ 'mui-mode': 'dark', 'mui-direction': 'rtl' }, false);
    applyStoredPreferences(INIT_CONFIG, applyToDocument);
    expect(fake.rootAttributes.get('data-mui-color-scheme')).toBe('dark');
    expect(fake.doc.documentElement.style.colorScheme).toBe('dark');
    expect(fake.doc.documentElement.dir).toBe('rtl');
    expect([...fake.classes]).toEqual(['mode-dark']);
    expect(fake.doc.body.dir).toBe('rtl');
    expect(fake.metas.map((meta) => meta.get('content'))).toEqual(['#0b1018', '#0b1018']);
  });

  it('follows the OS in system mode, and reads an invalid stored mode as system', () => {
    const fake = stubBrowser({ 'mui-mode': 'purple' }, true);
    applyStoredPreferences(INIT_CONFIG, applyToDocument);
    expect(fake.rootAttributes.get('data-mui-color-scheme')).toBe('dark');
    const light = stubBrowser({}, false);
    applyStoredPreferences(INIT_CONFIG, applyToDocument);
    expect(light.rootAttributes.get('data-mui-color-scheme')).toBe('light');
    expect([...light.classes]).toEqual(['mode-light']);
  });

  it('falls back to the defaults when storage throws', () => {
    const fake = fakeDocument();
    vi.stubGlobal('document', fake.doc);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
      matchMedia: () => ({ matches: false }),
    });
    expect(() => applyStoredPreferences(INIT_CONFIG, applyToDocument)).not.toThrow();
    expect(fake.rootAttributes.get('data-mui-color-scheme')).toBe('light');
  });

  it('serialises to a self-contained script', () => {
    const fake = stubBrowser({ 'mui-mode': 'dark' }, false);
    // The script is meant to be evaluated as page code: run it the same way.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(initScriptText())();
    expect(fake.rootAttributes.get('data-mui-color-scheme')).toBe('dark');
  });
});
