import { productLabel } from '../i18n/pageTitles';
import type { Language } from '../site/languages';
import type { SearchFields } from './types';

/** "Data Grid › Sorting › Sort order": product, page and entry, without repeating a name ("Data Grid › Data Grid"). */
export function suggestionLabel(hit: SearchFields, language: Language): string {
  const parts = [productLabel(hit.product, language), hit.parent, hit.title].filter(
    (part) => part !== undefined && part !== '',
  );
  return parts.filter((part, index) => part !== parts[index - 1]).join(' › ');
}
