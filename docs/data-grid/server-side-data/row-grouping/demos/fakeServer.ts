// A simulated order server for the demos. It runs in the browser: no network.
// It groups the orders itself, one level per request, like a real API would.
import {
  GridLogicOperator,
  type GridFilterItem,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

/** How long every answer takes. */
export const LATENCY_MS = 700;

/** A row that stands for a group: the server makes one per value of the grouped field. */
export type GroupRow = Omit<Partial<Order>, 'id'> & {
  id: string; // "group/" and the keys of the group, unique across every level
  groupKey: string; // the value the orders of the group share
  childCount: number; // sub-groups or orders directly inside
};

export type ServerRow = Order | GroupRow;

export interface ServerSwitches {
  /** When true, every request fails after the usual delay. */
  fail: boolean;
}

// The two functions the data source needs to build the groups.
export function groupKeyOf(row: GridValidRowModel): string {
  const serverRow = row as ServerRow;
  return 'groupKey' in serverRow ? serverRow.groupKey : String(serverRow.id);
}

export function childCountOf(row: GridValidRowModel): number {
  const serverRow = row as ServerRow;
  return 'childCount' in serverRow ? serverRow.childCount : 0;
}

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

function valueOf(row: Order, field: string): string | number {
  return row[field as keyof Order];
}

function matchesItem(row: Order, item: GridFilterItem): boolean {
  const value = valueOf(row, item.field);
  const text = String(value ?? '').toLowerCase();
  const wanted = item.value as unknown;
  if (wanted === undefined || wanted === null || wanted === '') {
    return true; // an item without a value filters nothing
  }
  const query = (typeof wanted === 'number' ? String(wanted) : typeof wanted === 'string' ? wanted : '').toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(query);
    case 'equals':
    case 'is':
      return text === query;
    case 'startsWith':
      return text.startsWith(query);
    case '>':
      return Number(value) > Number(wanted);
    case '<':
      return Number(value) < Number(wanted);
    case '=':
      return Number(value) === Number(wanted);
    default:
      return true; // this small server ignores the operators it does not know
  }
}

function matches(row: Order, filterModel: GridFilterModel): boolean {
  const words = filterModel.quickFilterValues ?? [];
  const text = `${row.customer} ${row.product} ${row.country}`.toLowerCase();
  const quickOk = words.every((word) => text.includes(String(word).toLowerCase()));
  const results = filterModel.items.map((item) => matchesItem(row, item));
  const itemsOk =
    filterModel.logicOperator === GridLogicOperator.Or
      ? results.length === 0 || results.some(Boolean)
      : results.every(Boolean);
  return quickOk && itemsOk;
}

function sortValue(row: ServerRow, field: string): string | number | undefined {
  return (row as Record<string, string | number | undefined>)[field];
}

function sortRows<R extends ServerRow>(rows: R[], sortModel: GridSortModel): R[] {
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const x = sortValue(a, field);
      const y = sortValue(b, field);
      const order = x === y ? 0 : x === undefined ? -1 : y === undefined ? 1 : x < y ? -1 : 1;
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

/**
 * Answers `dataSource.getRows()`. `groupFields` is the grouping model and
 * `groupKeys` the path of the group that was opened: while the path is shorter
 * than the model, the answer is one row per group of the next level; at the
 * last level, it is the orders themselves.
 */
export async function fetchOrderRows(
  params: GridGetRowsParams,
  switches: ServerSwitches,
): Promise<GridGetRowsResponse> {
  await wait(LATENCY_MS);
  if (switches.fail) {
    throw new Error('The order service is unavailable (503)');
  }
  const groupFields = params.groupFields ?? [];
  const groupKeys = params.groupKeys ?? [];
  const inGroup = orders.filter(
    (order) =>
      matches(order, params.filterModel) &&
      groupKeys.every((key, depth) => String(valueOf(order, groupFields[depth] ?? '')) === key),
  );

  const depth = groupKeys.length;
  if (depth >= groupFields.length) {
    const rows = sortRows(inGroup, params.sortModel);
    return depth === 0 ? { rows, rowCount: rows.length } : { rows };
  }

  const field = groupFields[depth] ?? '';
  const nextField = groupFields[depth + 1];
  const groups = new Map<string, Order[]>();
  inGroup.forEach((order) => {
    const key = String(valueOf(order, field));
    groups.set(key, [...(groups.get(key) ?? []), order]);
  });
  const rows = [...groups.entries()].map(([key, members]): GroupRow => {
    const childCount = nextField ? new Set(members.map((order) => valueOf(order, nextField))).size : members.length;
    return { id: ['group', ...groupKeys, key].join('/'), groupKey: key, [field]: key, childCount };
  });
  // Groups follow the sort model when it sorts their own field, and their key otherwise.
  const groupSort = params.sortModel.filter((item) => item.field === field);
  const sorted = sortRows(rows, groupSort.length > 0 ? groupSort : [{ field: 'groupKey', sort: 'asc' }]);
  return depth === 0 ? { rows: sorted, rowCount: sorted.length } : { rows: sorted };
}
