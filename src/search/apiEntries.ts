import { apiAnchor } from '../api-docs/anchors';
import type { ApiDoc, ApiSection } from '../api-docs/types';
import type { Plan } from '../routing/types';
import type { ProductId } from '../site/config';
import type { ApiEntryKind, SearchDocument } from './types';

/** Words of an API description kept in the index: enough to find an entry by what it does. */
const DESCRIPTION_WORDS = 40;

const PLAN_RANK: Record<Plan, number> = { pro: 1, premium: 2 };

/** JSDoc Markdown to plain words: links keep their text, code its content. */
function plainDescription(markdown: string): string {
  const words = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, DESCRIPTION_WORDS).join(' ');
}

/**
 * The index entries of one generated API document: the component or
 * interface itself, then each prop, slot, CSS class, property and method,
 * pointing at its permalink on the page. Index documents add nothing.
 */
export function apiEntries(doc: ApiDoc): SearchDocument[] {
  if (doc.kind === 'index') return [];
  const href = `${doc.pathname}/`;
  const product: ProductId = `x-${doc.product}`;
  const planRank = doc.plan === null ? 0 : PLAN_RANK[doc.plan];
  const entry = (section: ApiSection, apiKind: ApiEntryKind, name: string, description: string, code = name) => ({
    id: `${href}#${apiAnchor(section, name)}`,
    kind: 'api' as const,
    product,
    title: name,
    parent: doc.name,
    apiKind,
    planRank,
    text: plainDescription(description),
    code,
  });
  const page: SearchDocument = {
    id: href,
    kind: 'api',
    product,
    title: doc.name,
    parent: '',
    apiKind: doc.kind,
    planRank,
    text: plainDescription(doc.description),
    code: [doc.name, ...doc.imports.map((entry) => entry.packageName)].join(' '),
  };
  if (doc.kind === 'interface') {
    return [
      page,
      ...doc.members.map((member) =>
        member.kind === 'method'
          ? entry('methods', 'method', member.name, member.description)
          : entry('properties', 'property', member.name, member.description),
      ),
    ];
  }
  return [
    page,
    ...doc.props.map((prop) => entry('props', 'prop', prop.name, prop.description)),
    ...doc.slots.map((slot) => entry('slots', 'slot', slot.name, slot.description)),
    ...doc.classes.map((cssClass) =>
      entry('classes', 'class', cssClass.key, cssClass.description, `${cssClass.key} ${cssClass.className}`),
    ),
  ];
}

/**
 * One index entry per distinct API entry: the same prop (same name and
 * description) of `DataGrid`, `DataGridPro` and `DataGridPremium`, or of a
 * picker and its desktop, mobile and static variants, is kept once, on the
 * component of the lowest plan with the shortest name (`DataGrid`). The
 * component and interface entries all stay. This keeps the index a third of
 * its size; every component's page still lists all of its props.
 */
export function mergeApiEntries(entries: readonly SearchDocument[]): SearchDocument[] {
  const canonicalFirst = [...entries].sort(
    (a, b) => a.planRank - b.planRank || a.parent.length - b.parent.length || a.parent.localeCompare(b.parent),
  );
  const kept = new Set<SearchDocument>();
  const seen = new Set<string>();
  for (const entry of canonicalFirst) {
    const key = `${entry.product ?? ''}|${entry.apiKind ?? ''}|${entry.title}|${entry.text}`;
    if (entry.apiKind === 'component' || entry.apiKind === 'interface' || !seen.has(key)) kept.add(entry);
    seen.add(key);
  }
  return entries.filter((entry) => kept.has(entry));
}
