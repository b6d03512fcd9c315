import {
  GridLogicOperator,
  type GridFilterItem,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
  type GridUpdateRowParams,
} from '@mui/x-data-grid';
import { shipments, type Shipment } from './shipments';

// A pretend back end that runs in the browser. Each server holds its own copy
// of the 150 shipments, answers after `latencyMs`, and fails on demand. It
// filters, sorts and slices the rows the way a SQL query with WHERE,
// ORDER BY and LIMIT/OFFSET would.

type Field = keyof Shipment;
type Value = Shipment[Field];

function toText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '';
}

function matchesItem(row: Shipment, item: GridFilterItem): boolean {
  const cell: Value = row[item.field as Field];
  const wanted: unknown = item.value;
  if (item.operator === 'isEmpty') {
    return isEmpty(cell);
  }
  if (item.operator === 'isNotEmpty') {
    return !isEmpty(cell);
  }
  // Like the grid, ignore a filter whose value the reader has not typed yet.
  if (isEmpty(wanted) || (Array.isArray(wanted) && wanted.length === 0)) {
    return true;
  }
  const text = String(cell).toLowerCase();
  const needle = toText(wanted).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return text === needle;
    case 'doesNotEqual':
    case 'not':
      return text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case 'isAnyOf':
      return Array.isArray(wanted) && wanted.some((option) => toText(option).toLowerCase() === text);
    case '=':
      return Number(cell) === Number(wanted);
    case '!=':
      return Number(cell) !== Number(wanted);
    case '>':
      return Number(cell) > Number(wanted);
    case '>=':
      return Number(cell) >= Number(wanted);
    case '<':
      return Number(cell) < Number(wanted);
    case '<=':
      return Number(cell) <= Number(wanted);
    default:
      throw new Error(`Unsupported filter operator "${item.operator}"`);
  }
}

function applyFilter(rows: Shipment[], filterModel: GridFilterModel): Shipment[] {
  const items = filterModel.items ?? [];
  const quickValues = (filterModel.quickFilterValues ?? []).map((value) => String(value).toLowerCase());
  return rows.filter((row) => {
    const results = items.map((item) => matchesItem(row, item));
    const passesItems =
      filterModel.logicOperator === GridLogicOperator.Or && results.length > 0
        ? results.some(Boolean)
        : results.every(Boolean);
    const texts = Object.values(row).map((value) => String(value).toLowerCase());
    const quickResults = quickValues.map((value) => texts.some((text) => text.includes(value)));
    const passesQuick =
      filterModel.quickFilterLogicOperator === GridLogicOperator.Or && quickResults.length > 0
        ? quickResults.some(Boolean)
        : quickResults.every(Boolean);
    return passesItems && passesQuick;
  });
}

function applySort(rows: Shipment[], sortModel: GridSortModel): Shipment[] {
  return [...rows].sort((rowA, rowB) => {
    for (const { field, sort } of sortModel) {
      if (!sort) {
        continue;
      }
      const a = rowA[field as Field];
      const b = rowB[field as Field];
      const result = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en');
      if (result !== 0) {
        return sort === 'desc' ? -result : result;
      }
    }
    return 0;
  });
}

function wait(ms: number) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

export interface ShipmentServerOptions {
  /** How long every request takes, in milliseconds. */
  latencyMs?: number;
}

export function createShipmentServer({ latencyMs = 600 }: ShipmentServerOptions = {}) {
  const table: Shipment[] = shipments.map((row) => ({ ...row }));
  let failing = false;
  let requestCount = 0;

  return {
    /** While `true`, every request fails after the usual delay. */
    setFailing: (value: boolean) => {
      failing = value;
    },
    /** How many requests reached the server (cache hits never do). */
    getRequestCount: () => {
      return requestCount;
    },
    /** SELECT … WHERE filterModel ORDER BY sortModel, rows `start` to `end`. */
    getRows: async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
      requestCount += 1;
      await wait(latencyMs);
      if (failing) {
        throw new Error('503 Service Unavailable: the shipments service is down');
      }
      const matching = applySort(applyFilter(table, params.filterModel), params.sortModel);
      const start = Number(params.start);
      return { rows: matching.slice(start, params.end + 1), rowCount: matching.length };
    },
    /** UPDATE one shipment; the answer is the row as the server saved it. */
    updateRow: async (params: GridUpdateRowParams): Promise<Shipment> => {
      requestCount += 1;
      await wait(latencyMs);
      if (failing) {
        throw new Error('503 Service Unavailable: the change was not saved');
      }
      const update = params.updatedRow as Shipment;
      if (!(update.weightKg > 0 && update.weightKg <= 30)) {
        throw new Error(`A parcel weighs between 0 and 30 kg, not ${update.weightKg}`);
      }
      const index = table.findIndex((row) => row.id === params.rowId);
      const current = table[index];
      if (!current) {
        throw new Error(`404 Not Found: no parcel ${params.rowId}`);
      }
      const saved: Shipment = {
        ...current,
        weightKg: update.weightKg,
        status: update.status,
        city: update.city.trim(),
      };
      table[index] = saved;
      return { ...saved };
    },
  };
}

export type ShipmentServer = ReturnType<typeof createShipmentServer>;
