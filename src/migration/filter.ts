import { matchesFilter } from '../api-docs/filter';

/**
 * Whether an entry of the API change table matches the filter: every word of the query is in its name or in the name
 * of a component it belongs to (`DataGridPro` finds the changes the Pro grid shares with `DataGrid`).
 */
export function matchesChange(name: string, owners: readonly string[], query: string): boolean {
  return query
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => [name, ...owners].some((candidate) => matchesFilter(candidate, word)));
}
