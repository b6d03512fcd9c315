import type { ApiChange } from '../api-changes/types';

export interface ChangeGroup {
  /** The component or interface; '' for package exports and theme keys. */
  readonly owner: string;
  readonly changes: readonly ApiChange[];
}

/** Types of change in the order the table lists them: what breaks code first. */
export const CHANGE_ORDER: readonly ApiChange['change'][] = [
  'removed',
  'renamed',
  'retyped',
  'default',
  'plan',
  'deprecated',
  'added',
];
const rank = (change: ApiChange) => CHANGE_ORDER.indexOf(change.change);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The table's groups: package exports and theme keys first, then one group per component or interface by name; in
 * each, what breaks code first (removed, renamed, retyped…), additions last.
 */
export function groupChanges(changes: readonly ApiChange[]): ChangeGroup[] {
  const byOwner = new Map<string, ApiChange[]>();
  for (const change of changes) byOwner.set(change.owner, [...(byOwner.get(change.owner) ?? []), change]);
  return [...byOwner.entries()]
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : compare(a, b)))
    .map(([owner, list]) => ({
      owner,
      changes: [...list].sort((a, b) => rank(a) - rank(b) || compare(a.kind, b.kind) || compare(a.name, b.name)),
    }));
}

/** A row's permalink id, unique in the table: `change-DataGrid-prop-removed-rowPositionsDebounceMs`. */
export function rowId(change: ApiChange): string {
  return ['change', change.owner || 'exports', change.kind, change.change, change.name].join('-');
}
