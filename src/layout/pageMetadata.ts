import type { Metadata } from 'next';
import { productMetaTags, type ProductMeta } from '../analytics/events';
import { pathInLanguage } from '../routing/language';
import { LANGUAGES, type Language } from '../site/languages';
import { SITE_NAME } from '../site/config';

/** Title, description, canonical URL, hreflang alternates and the analytics product metas of a page. */
export function pageMetadata({
  title,
  description,
  href,
  language,
  product,
}: {
  title: string;
  description: string;
  href: string;
  language: Language;
  product?: ProductMeta;
}): Metadata {
  const languages: Record<string, string> = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, pathInLanguage(href, lang)]),
  );
  languages['x-default'] = href;
  return {
    title: `${title} - ${SITE_NAME}`,
    description,
    alternates: { canonical: pathInLanguage(href, language), languages },
    openGraph: { title, description, url: pathInLanguage(href, language), siteName: SITE_NAME, type: 'article' },
    ...(product && { other: productMetaTags(product) }),
  };
}
