/** Languages the site is served in. English is the default and has no URL prefix. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own language, as the language menus show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文' };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
