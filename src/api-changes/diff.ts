// Compares two generated API documents (the last v7 release and the pinned v8 one) and lists what a
// reader upgrading has to know: what was removed or renamed, what changed type or default, what is new.
// Pure: the documents come from src/api-docs (see generate.ts in this folder).
import { apiAnchor } from '../api-docs/anchors';
import type { ApiComponentDoc, ApiInterfaceDoc, ApiProp, ApiSection } from '../api-docs/types';
import type { ApiChange, ApiChangeKind } from './types';

/** Names a `@deprecated` note points to: backticked names (`` `slots` ``, `` `<GridToolbar />` ``), then "use X". */
function namesIn(note: string): string[] {
  const names: string[] = [];
  for (const match of note.matchAll(/`<?\s*([A-Za-z_$][\w$.]*)[^`]*`/g)) names.push(match[1]!);
  for (const match of note.matchAll(/\b[Uu]se\s+([A-Za-z_$][\w$]*)/g)) names.push(match[1]!);
  return names.flatMap((name) => [name, name.split('.').pop()!]);
}

/**
 * The v8 name that replaces a removed v7 one: the one its `@deprecated` note names, if that exists in v8; else the
 * name without its `unstable_`/`experimental_` prefix (stabilised) or without its `2` (`TreeItem2` → `TreeItem`).
 */
export function replacementIn(
  note: string | undefined,
  name: string,
  v8Names: ReadonlySet<string>,
): string | undefined {
  const candidates = [
    ...(note === undefined ? [] : namesIn(note)),
    name.replace(/^(unstable|experimental)_/, ''),
    name.replace(/^(.*[a-z])2(?=[A-Z]|$)/, '$1'),
  ];
  return candidates.find((candidate) => candidate !== name && v8Names.has(candidate));
}

/** One line, single spaces: printed types compare alike whatever their wrapping. */
const normalizeType = (type: string) => type.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();

interface Entry {
  readonly name: string;
  readonly type?: string;
  readonly default?: string;
  readonly deprecated?: string;
}

interface Side<T extends Entry> {
  readonly entries: readonly T[];
  /** The v8 permalink of an entry, when the page shows it. */
  readonly href?: (entry: T) => string | undefined;
}

/** Removed/renamed, added, retyped, new default and newly deprecated entries of one list (props, slots, members…). */
function diffEntries<T extends Entry>(owner: string, kind: ApiChangeKind, v7: Side<T>, v8: Side<T>): ApiChange[] {
  const after = new Map(v8.entries.map((entry) => [entry.name, entry]));
  const before = new Map(v7.entries.map((entry) => [entry.name, entry]));
  const v8Names = new Set(after.keys());
  const link = (entry: T | undefined) => (entry && v8.href?.(entry)) || undefined;
  const changes: ApiChange[] = [];
  for (const old of v7.entries) {
    const current = after.get(old.name);
    if (current === undefined) {
      const replacement = replacementIn(old.deprecated, old.name, v8Names);
      const href = link(replacement === undefined ? undefined : after.get(replacement));
      changes.push({
        owner,
        kind,
        change: replacement === undefined ? 'removed' : 'renamed',
        name: old.name,
        ...(replacement !== undefined && { replacement }),
        ...(old.deprecated && { note: old.deprecated }),
        ...(href && { href }),
      });
      continue;
    }
    const href = link(current);
    const at = href ? { href } : {};
    if (
      old.type !== undefined &&
      current.type !== undefined &&
      normalizeType(old.type) !== normalizeType(current.type)
    ) {
      changes.push({ owner, kind, change: 'retyped', name: old.name, before: old.type, after: current.type, ...at });
    }
    if (old.default !== undefined && current.default !== undefined && old.default !== current.default) {
      changes.push({
        owner,
        kind,
        change: 'default',
        name: old.name,
        before: old.default,
        after: current.default,
        ...at,
      });
    }
    if (current.deprecated !== undefined && old.deprecated === undefined) {
      changes.push({ owner, kind, change: 'deprecated', name: old.name, note: current.deprecated, ...at });
    }
  }
  const replacements = new Set(changes.map((change) => change.replacement));
  for (const entry of v8.entries) {
    if (before.has(entry.name) || replacements.has(entry.name)) continue;
    const href = link(entry);
    changes.push({ owner, kind, change: 'added', name: entry.name, ...(href && { href }) });
  }
  return changes;
}

const anchorOn =
  (pathname: string, section: ApiSection) =>
  (entry: { readonly name: string }): string =>
    `${pathname}/#${apiAnchor(section, entry.name)}`;

/** Props, slots, CSS classes and theme key of a component, v7 → v8. */
export function diffComponents(v7: ApiComponentDoc, v8: ApiComponentDoc): ApiChange[] {
  const owner = v8.name;
  const classes = (doc: ApiComponentDoc) =>
    doc.classes.map((entry) => ({
      name: entry.key,
      ...(entry.deprecated !== undefined && { deprecated: entry.deprecated }),
    }));
  const changes = [
    ...diffEntries<ApiProp>(
      owner,
      'prop',
      { entries: v7.props },
      { entries: v8.props, href: anchorOn(v8.pathname, 'props') },
    ),
    ...diffEntries(owner, 'slot', { entries: v7.slots }, { entries: v8.slots, href: anchorOn(v8.pathname, 'slots') }),
    ...diffEntries(
      owner,
      'class',
      { entries: classes(v7) },
      { entries: classes(v8), href: anchorOn(v8.pathname, 'classes') },
    ),
  ];
  if (v7.themeName !== v8.themeName) {
    changes.push({
      owner,
      kind: 'theme',
      change: 'renamed',
      name: v7.themeName ?? '',
      ...(v8.themeName !== undefined && { replacement: v8.themeName }),
    });
  }
  return changes;
}

/** Properties and methods of an interface (`GridColDef`, `GridApi`…), v7 → v8. */
export function diffInterfaces(v7: ApiInterfaceDoc, v8: ApiInterfaceDoc): ApiChange[] {
  const section = (entry: ApiInterfaceDoc['members'][number]): ApiSection =>
    entry.kind === 'method' ? 'methods' : 'properties';
  return diffEntries(
    v8.name,
    'member',
    { entries: v7.members },
    { entries: v8.members, href: (entry) => `${v8.pathname}/#${apiAnchor(section(entry), entry.name)}` },
  );
}

/** What a product's packages export by name: the lowest plan exporting it, its `@deprecated` note, its v8 page. */
export interface ExportInfo {
  readonly plan: string;
  readonly deprecated?: string;
  readonly href?: string;
}

/** Exports removed (or renamed, when the v7 note names the v8 replacement), added, or moved to another plan. */
export function diffExports(v7: ReadonlyMap<string, ExportInfo>, v8: ReadonlyMap<string, ExportInfo>): ApiChange[] {
  const v8Names = new Set(v8.keys());
  const changes: ApiChange[] = [];
  for (const [name, old] of v7) {
    const current = v8.get(name);
    if (current === undefined) {
      const replacement = replacementIn(old.deprecated, name, v8Names);
      const href = replacement === undefined ? undefined : v8.get(replacement)?.href;
      changes.push({
        owner: '',
        kind: 'export',
        change: replacement === undefined ? 'removed' : 'renamed',
        name,
        ...(replacement !== undefined && { replacement }),
        ...(old.deprecated && { note: old.deprecated }),
        ...(href && { href }),
      });
    } else if (current.plan !== old.plan) {
      changes.push({
        owner: '',
        kind: 'export',
        change: 'plan',
        name,
        before: old.plan,
        after: current.plan,
        ...(current.href && { href: current.href }),
      });
    }
  }
  const replacements = new Set(changes.map((change) => change.replacement));
  for (const [name, current] of v8) {
    if (!v7.has(name) && !replacements.has(name))
      changes.push({ owner: '', kind: 'export', change: 'added', name, ...(current.href && { href: current.href }) });
  }
  return changes;
}

/** The same change on several components (a prop of every date picker variant): what makes two rows alike. */
const sameChange = (change: ApiChange) =>
  [change.kind, change.change, change.name, change.replacement, change.before, change.after].join('\u0000');

/**
 * Lists a change shared by several components once, under the shortest name (`DataGrid` for the three grids,
 * `DatePicker` for its desktop, mobile and static variants), naming the others in `alsoIn`.
 */
export function mergeVariants(changes: readonly ApiChange[]): ApiChange[] {
  const groups = new Map<string, ApiChange[]>();
  for (const change of changes) {
    const key = change.owner === '' ? `\u0001${groups.size}` : sameChange(change);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()].map((group) => {
    const [first, ...rest] = [...group].sort(
      (a, b) => a.owner.length - b.owner.length || (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0),
    );
    return rest.length === 0 ? first! : { ...first!, alsoIn: rest.map((change) => change.owner) };
  });
}
