import zh from '../../docs/translations/pageTitles.zh.json';
import { isGroup, pageTitle, titleFromPathname, type PageEntry } from '../routing/pageTree';
import type { PageNode } from '../routing/types';
import { PRODUCTS, type Product, type ProductId } from '../site/config';
import type { Language } from '../site/languages';

/**
 * The navigation's titles per language, keyed by node pathname. English has
 * none: its titles are the page tree's own.
 */
export const PAGE_TITLES: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en: {}, zh };

/**
 * An API page named after the export it documents (`DataGrid`, `GridColDef`):
 * that name reads the same in every language. API groups and pages with a
 * prose title (`Index`) are translated like any other node.
 */
export function hasCodeName(node: PageNode): boolean {
  return (
    node.pathname.startsWith('/x/api/') &&
    !isGroup(node) &&
    node.subheader === undefined &&
    pageTitle(node).toLowerCase() === titleFromPathname(node.pathname).toLowerCase()
  );
}

/** The English label of a node as the navigation shows it: its subheader, else its title. */
function englishLabel(node: PageNode): string {
  return node.subheader ?? pageTitle(node);
}

/**
 * The label a node shows in a language (side nav, group headings and
 * subheaders, previous/next, product menu, document title). A title missing
 * in the map falls back to English; the unit tests keep the map complete.
 */
export function navTitle(node: PageNode, language: Language): string {
  if (hasCodeName(node)) return englishLabel(node);
  return PAGE_TITLES[language][node.pathname] ?? englishLabel(node);
}

/**
 * A page's document title (`<title>`) in a language when the page itself has
 * no translation: its navigation title and, for context, the nearest group it
 * sits under (`排序 - 数据表格`).
 */
export function contextualTitle(entry: PageEntry, language: Language): string {
  const title = navTitle(entry.node, language);
  const group = entry.parents.findLast((parent) => parent.subheader === undefined);
  return group ? `${title} - ${navTitle(group, language)}` : title;
}

/**
 * Labels for a list of pages (an API page's demos): each page's navigation title, with its group added
 * (`contextualTitle`) where two pages of the list share a title, as the overviews of several groups do.
 */
export function distinctTitles(entries: readonly PageEntry[], language: Language): string[] {
  const titles = entries.map((entry) => navTitle(entry.node, language));
  return titles.map((title, index) =>
    titles.indexOf(title) === titles.lastIndexOf(title) ? title : contextualTitle(entries[index]!, language),
  );
}

/** A product's name in a language: the title of its group in the navigation. */
export function productName(product: Product, language: Language): string {
  return navTitle({ pathname: product.navGroup, title: product.name }, language);
}

/** A product's name in a language, by product id; undefined for pages of no product. */
export function productLabel(productId: ProductId | null, language: Language): string | undefined {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  return product && productName(product, language);
}
