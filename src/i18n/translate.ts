import apiEn from '../../docs/translations/api/en.json';
import apiZh from '../../docs/translations/api/zh.json';
import en from '../../docs/translations/en.json';
import zh from '../../docs/translations/zh.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../site/languages';

/** Nested translations under dotted keys (`settings.dark`). */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

/** Translation modules (namespaces), each with a tree per language. English is complete and the fallback. */
const MODULES: Readonly<Record<string, Readonly<Record<Language, TranslationTree>>>> = {
  common: { en, zh },
  /** The API reference pages (server-rendered only). */
  api: { en: apiEn, zh: apiZh },
};

export const TRANSLATION_MODULES = Object.keys(MODULES);

/** The translations of a module; an unknown module is a bug and throws. */
export function loadTranslationModule(name: string): Readonly<Record<Language, TranslationTree>> {
  const translations = MODULES[name];
  if (!translations) throw new Error(`Translations module not found: "${name}".`);
  return translations;
}

/** Reads a dotted key in a tree; undefined when absent. */
export function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const warned = new Set<string>();

/**
 * A `t(key, values)` for a language: the language's text, else English (a
 * development warning once per language and key). An unknown language logs
 * an error and shows an ellipsis.
 */
export function createTranslator(
  language: string,
  moduleName = 'common',
  isDevelopment = process.env.NODE_ENV === 'development',
): Translate {
  const translations = loadTranslationModule(moduleName);
  if (!isLanguage(language)) {
    console.error(`Translations: the language "${language}" is not supported.`);
    return () => '…';
  }
  return (key, values) => {
    const own = lookup(translations[language], key);
    if (own !== undefined) return interpolate(own, values);
    if (isDevelopment && !warned.has(`${language}:${key}`)) {
      warned.add(`${language}:${key}`);
      console.warn(`Translations: "${key}" is missing in ${language}; using English.`);
    }
    const fallback = lookup(translations[DEFAULT_LANGUAGE], key);
    return fallback === undefined ? key : interpolate(fallback, values);
  };
}

/** Every dotted key of a tree. */
export function allKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : allKeys(value, `${prefix}${key}.`),
  );
}
