import { productLabel } from '../i18n/pageTitles';
import type { Translate } from '../i18n/strings';
import type { Language } from '../site/languages';
import type { ApiDoc } from './types';

/** Title and description of an API page in a language (index pages name their product in that language). */
export function apiPageText(doc: ApiDoc, t: Translate, language: Language): { title: string; description: string } {
  if (doc.kind === 'index') {
    const product = productLabel(`x-${doc.product}`, language) ?? doc.product;
    return { title: t('indexTitle', { product }), description: t('description.index', { product }) };
  }
  return { title: t('title', { name: doc.name }), description: t(`description.${doc.kind}`, { name: doc.name }) };
}
