import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../site/languages';

export interface LanguageInfo {
  /** The language the path is in (`en` when it has no prefix). */
  readonly userLanguage: Language;
  /** The path without its language prefix, query dropped, fragment kept. */
  readonly canonicalAs: string;
  /** `canonicalAs` without its fragment. */
  readonly canonicalAsServer: string;
  /** `canonicalAsServer` with a leading `/api` read as `/api-docs` and no trailing slash (except `/`). */
  readonly canonicalPathname: string;
}

const EXCLUDED_FROM_LANGUAGES = [/^\/blog(\/|$)/, /^\/size-snapshot(\/|$)/];

function splitPath(input: string): { path: string; hash: string } {
  const hashIndex = input.indexOf('#');
  const hash = hashIndex === -1 ? '' : input.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? input : input.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const rawPath = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const path = `/${rawPath}`.replace(/\/{2,}/g, '/');
  return { path, hash };
}

/** Reads the language prefix of a pathname and the canonical forms of the rest. */
export function pathnameToLanguage(pathname: string): LanguageInfo {
  const { path, hash } = splitPath(pathname);
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  const candidate = match?.[1];
  let userLanguage: Language = DEFAULT_LANGUAGE;
  let rest = path;
  if (candidate !== undefined && candidate !== DEFAULT_LANGUAGE && isLanguage(candidate)) {
    userLanguage = candidate;
    rest = path.slice(candidate.length + 1) || '/';
  }
  const canonicalAsServer = rest;
  const canonicalPathname =
    canonicalAsServer === '/' ? '/' : canonicalAsServer.replace(/^\/api(?=\/|$)/, '/api-docs').replace(/\/$/, '');
  return { userLanguage, canonicalAs: rest + hash, canonicalAsServer, canonicalPathname };
}

export function isExcludedFromLanguages(pathname: string): boolean {
  return EXCLUDED_FROM_LANGUAGES.some((pattern) => pattern.test(pathname));
}

/** The URL prefix of a language: empty for English and for paths outside language handling. */
export function languagePrefix(language: Language, pathname = '/'): string {
  if (language === DEFAULT_LANGUAGE || isExcludedFromLanguages(pathname)) return '';
  return `/${language}`;
}

/** A canonical (unprefixed) path as seen in the given language. */
export function pathInLanguage(canonicalPath: string, language: Language): string {
  return `${languagePrefix(language, canonicalPath)}${canonicalPath}`;
}
