import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allKeys, lookup } from './strings';
import { CLIENT_NAMESPACES, clientStrings, loadTranslationModule } from './translate';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Client modules (`'use client'` first) and the literal keys they pass to `t()`. */
const clientKeys = sourceFiles(SRC)
  .map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }))
  .filter(({ text }) => /^['"]use client['"]/.test(text))
  .flatMap(({ file, text }) => [...text.matchAll(/\bt\('([\w.]+)'/g)].map((match) => ({ file, key: match[1] ?? '' })));

describe('client strings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the keys client components use', () => {
    expect(clientKeys.map(({ key }) => key)).toEqual(expect.arrayContaining(['settings.dark', 'demo.copy']));
  });

  it('hands every key a client component uses to the browser, in both languages', () => {
    const en = clientStrings('en', false);
    const zh = clientStrings('zh', false);
    const missing = clientKeys.filter(({ key }) => lookup(en, key) === undefined || lookup(zh, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('keeps the server-only strings (the API reference, the not-found page, the pager) on the server', () => {
    const keys = allKeys(clientStrings('en', false));
    expect(keys.some((key) => key.startsWith('notFound.') || key.startsWith('pager.'))).toBe(false);
    expect(keys.length).toBeLessThan(allKeys(loadTranslationModule('common').en).length);
    expect(CLIENT_NAMESPACES).not.toContain('notFound');
  });

  it('gives the language text, English where a key is missing, with placeholders kept', () => {
    expect(lookup(clientStrings('zh', false), 'settings.dark')).toBe('深色');
    const translations = loadTranslationModule('common');
    const original = translations.zh;
    Object.assign(translations, { zh: { ...original, backToTop: undefined } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(lookup(clientStrings('zh', true), 'backToTop')).toBe(lookup(translations.en, 'backToTop'));
      expect(warn.mock.calls[0]?.[0]).toContain('"backToTop" is missing in zh');
    } finally {
      Object.assign(translations, { zh: original });
    }
    expect(lookup(clientStrings('en', false), 'appFrame.version')).toContain('{{version}}');
  });
});
