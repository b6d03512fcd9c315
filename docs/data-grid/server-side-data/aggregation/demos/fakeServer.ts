// A simulated order server for the demos. It runs in the browser: no network.
// It filters, groups and sorts the orders, and computes the aggregated values
// the grid asks for in `aggregationModel`.
import {
  GridLogicOperator,
  type GridAggregationModel,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

/** How long every answer takes. */
export const LATENCY_MS = 700;

/** Aggregated values by field, as the server sends them. */
export type Aggregates = Record<string, number>;

/** A row that stands for a group, with the aggregated values of its orders. */
export type GroupRow = Omit<Partial<Order>, 'id'> & {
  id: string;
  groupKey: string;
  childCount: number;
  aggregates: Aggregates;
};

export type ServerRow = Order | GroupRow;

export interface ServerSwitches {
  fail: boolean;
}

// The functions this server can compute, by name. The grid only knows their names.
const serverFunctions: Record<string, (values: (string | number)[]) => number> = {
  sum: (values) => values.reduce<number>((total, value) => total + Number(value), 0),
  avg: (values) =>
    values.length === 0 ? 0 : values.reduce<number>((total, value) => total + Number(value), 0) / values.length,
  min: (values) => Math.min(...values.map(Number)),
  max: (values) => Math.max(...values.map(Number)),
  size: (values) => values.length,
  distinct: (values) => new Set(values).size,
};

function aggregate(rows: Order[], model: GridAggregationModel): Aggregates {
  const result: Aggregates = {};
  Object.entries(model).forEach(([field, name]) => {
    const fn = serverFunctions[name];
    if (fn && rows.length > 0) {
      result[field] = Math.round(fn(rows.map((row) => row[field as keyof Order])) * 100) / 100;
    }
  });
  return result;
}

// The data source functions that read the answers.
export function groupKeyOf(row: GridValidRowModel): string {
  const serverRow = row as ServerRow;
  return 'groupKey' in serverRow ? serverRow.groupKey : String(serverRow.id);
}

export function childCountOf(row: GridValidRowModel): number {
  const serverRow = row as ServerRow;
  return 'childCount' in serverRow ? serverRow.childCount : 0;
}

export function aggregatedValueOf(row: GridValidRowModel, field: string): string {
  const value = (row as { aggregates?: Aggregates }).aggregates?.[field];
  // The type of `getAggregatedValue` says string; the grid uses the value as it is,
  // and a number keeps the number column's formatting.
  return value as unknown as string;
}

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

function valueOf(row: Order, field: string): string | number {
  return row[field as keyof Order];
}

function matches(row: Order, filterModel: GridFilterModel): boolean {
  const words = filterModel.quickFilterValues ?? [];
  const text = `${row.customer} ${row.product} ${row.country}`.toLowerCase();
  const quickOk = words.every((word) => text.includes(String(word).toLowerCase()));
  const results = filterModel.items.map((item) => {
    const wanted = item.value as unknown;
    if (typeof wanted !== 'string' && typeof wanted !== 'number') {
      return true; // an item without a value filters nothing
    }
    const value = valueOf(row, item.field);
    switch (item.operator) {
      case 'contains':
        return String(value).toLowerCase().includes(String(wanted).toLowerCase());
      case 'equals':
      case 'is':
        return String(value).toLowerCase() === String(wanted).toLowerCase();
      case '>':
        return Number(value) > Number(wanted);
      case '<':
        return Number(value) < Number(wanted);
      default:
        return true; // this small server ignores the operators it does not know
    }
  });
  const itemsOk =
    filterModel.logicOperator === GridLogicOperator.Or
      ? results.length === 0 || results.some(Boolean)
      : results.every(Boolean);
  return quickOk && itemsOk;
}

function sortValue(row: ServerRow, field: string): string | number | undefined {
  if ('aggregates' in row && field in row.aggregates) {
    return row.aggregates[field]; // groups sort by their aggregated value
  }
  return (row as unknown as Record<string, string | number | undefined>)[field];
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
 * Answers `dataSource.getRows()`. The answer for the top level carries
 * `aggregateRow`, the aggregated values of every order that passes the filter.
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
  const aggregationModel = params.aggregationModel ?? {};
  const filtered = orders.filter((order) => matches(order, params.filterModel));
  const inGroup = filtered.filter((order) =>
    groupKeys.every((key, depth) => String(valueOf(order, groupFields[depth] ?? '')) === key),
  );
  const depth = groupKeys.length;

  let rows: ServerRow[];
  if (depth >= groupFields.length) {
    rows = sortRows(inGroup, params.sortModel);
  } else {
    const field = groupFields[depth] ?? '';
    const nextField = groupFields[depth + 1];
    const groups = new Map<string, Order[]>();
    inGroup.forEach((order) => {
      const key = String(valueOf(order, field));
      groups.set(key, [...(groups.get(key) ?? []), order]);
    });
    const groupRows = [...groups.entries()].map(([key, members]): GroupRow => ({
      id: ['group', ...groupKeys, key].join('/'),
      groupKey: key,
      [field]: key,
      childCount: nextField ? new Set(members.map((order) => valueOf(order, nextField))).size : members.length,
      aggregates: aggregate(members, aggregationModel),
    }));
    const sortModel = params.sortModel.length > 0 ? params.sortModel : [{ field: 'groupKey', sort: 'asc' as const }];
    rows = sortRows(groupRows, sortModel);
  }

  if (depth > 0) {
    return { rows };
  }
  return { rows, rowCount: rows.length, aggregateRow: { aggregates: aggregate(filtered, aggregationModel) } };
}
