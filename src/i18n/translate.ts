import 'server-only';
import apiEn from '../../docs/translations/api/en.json';
import apiZh from '../../docs/translations/api/zh.json';
import en from '../../docs/translations/en.json';
import migrationEn from '../../docs/translations/migration/en.json';
import migrationZh from '../../docs/translations/migration/zh.json';
import templatesEn from '../../docs/translations/templates/en.json';
import templatesZh from '../../docs/translations/templates/zh.json';
import zh from '../../docs/translations/zh.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../site/languages';
import { interpolate, lookup, type Translate, type TranslationTree } from './strings';

export { allKeys, interpolate, lookup, type Translate, type TranslationTree } from './strings';

/** Translation modules (namespaces), each with a tree per language. English is complete and the fallback. */
const MODULES: Readonly<Record<string, Readonly<Record<Language, TranslationTree>>>> = {
  common: { en, zh },
  /** The API reference pages (server-rendered only). */
  api: { en: apiEn, zh: apiZh },
  /** The migration pages' checker and API change tables (labels passed to their client parts). */
  migration: { en: migrationEn, zh: migrationZh },
  /** The template gallery and the bar of the template pages. */
  templates: { en: templatesEn, zh: templatesZh },
};

export const TRANSLATION_MODULES = Object.keys(MODULES);

/** The translations of a module; an unknown module is a bug and throws. */
export function loadTranslationModule(name: string): Readonly<Record<Language, TranslationTree>> {
  const translations = MODULES[name];
  if (!translations) throw new Error(`Translations module not found: "${name}".`);
  return translations;
}

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

/**
 * The top-level keys of the common module that client components show. Only
 * these reach the browser, in the page's language (see clientStrings); every
 * other string is used by server components and stays on the server.
 */
export const CLIENT_NAMESPACES = [
  'ads',
  'appFrame',
  'backToTop',
  'consent',
  'demo',
  'feedback',
  'markdown',
  'search',
  'settings',
  'toc',
] as const;

/**
 * The strings client components may show, in a language, English filling any
 * gap (with the development warning once per key, as `createTranslator`).
 */
export function clientStrings(
  language: Language,
  isDevelopment = process.env.NODE_ENV === 'development',
): TranslationTree {
  const t = createTranslator(language, 'common', isDevelopment);
  const english = loadTranslationModule('common')[DEFAULT_LANGUAGE];
  const translateTree = (tree: string | TranslationTree, key: string): string | TranslationTree =>
    typeof tree === 'string'
      ? t(key)
      : Object.fromEntries(Object.entries(tree).map(([name, child]) => [name, translateTree(child, `${key}.${name}`)]));
  return Object.fromEntries(
    CLIENT_NAMESPACES.flatMap((name) => {
      const tree = english[name];
      return tree === undefined ? [] : [[name, translateTree(tree, name)]];
    }),
  );
}
