import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../docs/translations/en.json';
import {
  allKeys,
  createTranslator,
  interpolate,
  loadTranslationModule,
  lookup,
  TRANSLATION_MODULES,
} from './translate';

describe('translations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('looks up dotted keys in the language', () => {
    expect(createTranslator('zh')('settings.dark')).toBe('深色');
    expect(createTranslator('en')('settings.dark')).toBe('Dark');
    expect(lookup(en, 'settings')).toBeUndefined();
    expect(lookup(en, 'settings.dark.more')).toBeUndefined();
  });

  it('interpolates {{name}} placeholders', () => {
    expect(createTranslator('en')('appFrame.version', { version: 'v8.13.1' })).toBe('Version v8.13.1');
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
  });

  it('falls back to English with one warning per language and key in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const translations = loadTranslationModule('common');
    const original = translations.zh;
    const zhWithoutDark = { ...original, settings: { ...(original['settings'] as object), dark: undefined } };
    Object.assign(translations, { zh: zhWithoutDark });
    try {
      const t = createTranslator('zh', 'common', true);
      expect(t('settings.dark')).toBe('Dark');
      expect(t('settings.dark')).toBe('Dark');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('"settings.dark" is missing in zh');
      expect(createTranslator('zh', 'common', false)('settings.dark')).toBe('Dark');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(translations, { zh: original });
    }
  });

  it('returns the key itself when no language has it', () => {
    expect(createTranslator('en', 'common', false)('nope.never')).toBe('nope.never');
  });

  it('logs an error and shows an ellipsis for an unknown language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createTranslator('fr')('settings.dark')).toBe('…');
    expect(error).toHaveBeenCalledWith('Translations: the language "fr" is not supported.');
  });

  it('throws naming an unknown module', () => {
    expect(() => loadTranslationModule('grid')).toThrow('Translations module not found: "grid".');
    expect(() => createTranslator('en', 'grid')).toThrow(/module not found: "grid"/);
  });

  it.each(TRANSLATION_MODULES)('has every English key of the %s module in Chinese', (name) => {
    const { en: english, zh: chinese } = loadTranslationModule(name);
    const missing = allKeys(english).filter((key) => lookup(chinese, key) === undefined);
    expect(missing).toEqual([]);
  });
});
