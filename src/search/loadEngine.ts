import type { Language } from '../site/languages';
import { loadIndex, type SearchEngine, type SerializedIndex } from './engine';

const engines = new Map<Language, Promise<SearchEngine>>();

/** The URL of a language's index (a static route built with the site). */
export const indexUrl = (language: Language) => `/search-index/${language}.json`;

/** Fetches and restores a language's index once per page load; a failed load may be retried. */
export function loadEngine(language: Language): Promise<SearchEngine> {
  let engine = engines.get(language);
  if (!engine) {
    engine = fetch(indexUrl(language))
      .then((response) => {
        if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
        return response.json() as Promise<SerializedIndex>;
      })
      .then(loadIndex);
    engine.catch(() => engines.delete(language));
    engines.set(language, engine);
  }
  return engine;
}
