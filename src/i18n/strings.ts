/**
 * Translation lookups without any translations in them: what client
 * components need to read the strings the server hands them (DocsConfig).
 * The translation files themselves are imported by ./translate only, on the
 * server, so no page ships strings it does not show.
 */

/** Nested translations under dotted keys (`settings.dark`). */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

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

/** A `t(key, values)` over one tree; a key it lacks reads as itself. */
export function translatorFrom(tree: TranslationTree): Translate {
  return (key, values) => {
    const text = lookup(tree, key);
    return text === undefined ? key : interpolate(text, values);
  };
}

/** Every dotted key of a tree. */
export function allKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : allKeys(value, `${prefix}${key}.`),
  );
}
