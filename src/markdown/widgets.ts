import { isApiProduct } from '../api-docs/products';
import type { ApiProduct } from '../api-docs/types';

/**
 * Page widgets a Markdown line places, besides demos: `::migration-checker` (the "which changes affect my code?"
 * box) and `::api-changes{product="data-grid"}` (the generated v7 → v8 table). They become `<widget>` elements;
 * the route of the page renders them (see MarkdownContent's `renderWidget`).
 */
export const WIDGET_NAMES = ['migration-checker', 'api-changes'] as const;

export type Widget =
  { readonly name: 'migration-checker' } | { readonly name: 'api-changes'; readonly product: ApiProduct };

export function isWidgetName(name: string): name is Widget['name'] {
  return (WIDGET_NAMES as readonly string[]).includes(name);
}

/** Checks a widget line's attributes; the returned properties are those of its `<widget>` element. */
export function widgetProperties(
  name: Widget['name'],
  attributes: Record<string, string | null | undefined>,
  where: string,
): Record<string, string> {
  const { product, ...rest } = attributes;
  const unknown =
    Object.keys(rest)[0] ?? (name === 'migration-checker' && product !== undefined ? 'product' : undefined);
  if (unknown !== undefined) throw new Error(`${where}: unknown ::${name} attribute "${unknown}".`);
  if (name === 'api-changes') {
    if (!product || !isApiProduct(product)) {
      throw new Error(`${where}: ::api-changes needs product="data-grid" (or date-pickers, charts, tree-view).`);
    }
    return { widget: name, product };
  }
  return { widget: name };
}

/** The widget a `<widget>` element's properties describe (as written by widgetProperties). */
export function widgetOf(properties: Record<string, unknown>): Widget | undefined {
  const name = typeof properties['widget'] === 'string' ? properties['widget'] : '';
  if (name === 'migration-checker') return { name };
  const product = typeof properties['product'] === 'string' ? properties['product'] : '';
  if (name === 'api-changes' && isApiProduct(product)) return { name, product };
  return undefined;
}
