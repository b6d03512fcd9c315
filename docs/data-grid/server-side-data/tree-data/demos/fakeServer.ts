// A simulated file server for the demos. It runs in the browser: no network.
// It answers one level of the drive at a time, like a real API would,
// and applies the sort and filter models itself.
import {
  GridLogicOperator,
  type GridFilterItem,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { drive, type DriveEntry } from './drive';

/** How long every answer takes. */
export const LATENCY_MS = 700;

export interface DriveRow {
  id: string; // the entry's full path, unique across the drive
  name: string;
  kind: 'Folder' | 'File';
  owner: string;
  modified: string;
  sizeKb: number; // for a folder: everything inside it
  childCount: number; // entries directly inside that pass the filter
}

export interface ServerSwitches {
  /** When true, every request fails after the usual delay. */
  fail: boolean;
}

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

function totalSize(entry: DriveEntry): number {
  return entry.children ? entry.children.reduce((sum, child) => sum + totalSize(child), 0) : (entry.sizeKb ?? 0);
}

function toRow(entry: DriveEntry, path: string[], childCount: number): DriveRow {
  return {
    id: [...path, entry.name].join('/'),
    name: entry.name,
    kind: entry.children ? 'Folder' : 'File',
    owner: entry.owner,
    modified: entry.modified,
    sizeKb: totalSize(entry),
    childCount,
  };
}

function matchesItem(row: DriveRow, item: GridFilterItem): boolean {
  const value = row[item.field as keyof DriveRow];
  const text = String(value).toLowerCase();
  const wanted = item.value as unknown;
  if (item.operator === 'isEmpty') {
    return text === '';
  }
  if (item.operator === 'isNotEmpty') {
    return text !== '';
  }
  if (wanted === undefined || wanted === null || wanted === '') {
    return true; // an item without a value filters nothing
  }
  const query = (typeof wanted === 'number' ? String(wanted) : typeof wanted === 'string' ? wanted : '').toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(query);
    case 'doesNotContain':
      return !text.includes(query);
    case 'equals':
    case 'is':
      return text === query;
    case 'startsWith':
      return text.startsWith(query);
    case 'endsWith':
      return text.endsWith(query);
    case '=':
      return Number(value) === Number(wanted);
    case '!=':
      return Number(value) !== Number(wanted);
    case '>':
      return Number(value) > Number(wanted);
    case '>=':
      return Number(value) >= Number(wanted);
    case '<':
      return Number(value) < Number(wanted);
    case '<=':
      return Number(value) <= Number(wanted);
    default:
      return true; // this small server ignores the operators it does not know
  }
}

function matches(row: DriveRow, filterModel: GridFilterModel): boolean {
  const quickValues = filterModel.quickFilterValues ?? [];
  const quickOk = quickValues.every((word) =>
    `${row.name} ${row.owner}`.toLowerCase().includes(String(word).toLowerCase()),
  );
  const results = filterModel.items.map((item) => matchesItem(row, item));
  const itemsOk =
    filterModel.logicOperator === GridLogicOperator.Or
      ? results.length === 0 || results.some(Boolean)
      : results.every(Boolean);
  return quickOk && itemsOk;
}

// A folder stays when it matches, or when something inside it does.
function passes(entry: DriveEntry, path: string[], filterModel: GridFilterModel): boolean {
  if (matches(toRow(entry, path, 0), filterModel)) {
    return true;
  }
  return (entry.children ?? []).some((child) => passes(child, [...path, entry.name], filterModel));
}

function sortRows(rows: DriveRow[], sortModel: GridSortModel): DriveRow[] {
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const key = field as keyof DriveRow;
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

/**
 * Answers `dataSource.getRows()`: the entries directly inside the folder
 * named by `groupKeys` (the top level when it is empty).
 */
export async function fetchDriveRows(
  params: GridGetRowsParams,
  switches: ServerSwitches,
): Promise<GridGetRowsResponse> {
  await wait(LATENCY_MS);
  if (switches.fail) {
    throw new Error('The file service is unavailable (503)');
  }
  const groupKeys = params.groupKeys ?? [];
  let level: DriveEntry[] = drive;
  for (const key of groupKeys) {
    const folder = level.find((entry) => entry.name === key);
    if (!folder?.children) {
      throw new Error(`No folder at ${groupKeys.join(' / ')}`);
    }
    level = folder.children;
  }
  const rows = level
    .filter((entry) => passes(entry, groupKeys, params.filterModel))
    .map((entry) => {
      const visibleChildren = (entry.children ?? []).filter((child) =>
        passes(child, [...groupKeys, entry.name], params.filterModel),
      );
      return toRow(entry, groupKeys, visibleChildren.length);
    });
  // The grid sets its row count from any response that has one, children's included:
  // answer it for the top level only.
  return groupKeys.length === 0
    ? { rows: sortRows(rows, params.sortModel), rowCount: rows.length }
    : { rows: sortRows(rows, params.sortModel) };
}
