import type {
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
} from '@mui/x-data-grid-pro';
import { cardPayments, type CardPayment } from './cardPayments';

// A pretend payments API that runs in the browser: it filters, sorts and
// returns the rows from `start` to `end` (both included) after `latencyMs`.

type Field = keyof CardPayment;

function matchesItem(row: CardPayment, { field, operator, value }: GridFilterItem): boolean {
  const cell = row[field as Field];
  if (value === undefined || value === null || value === '') {
    return true; // the reader has not typed a value yet
  }
  const text = String(cell).toLowerCase();
  const needle = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case '=':
      return text === needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      return true;
  }
}

function query(filterModel: GridFilterModel, sortModel: GridSortModel): CardPayment[] {
  const quickValues = (filterModel.quickFilterValues ?? []).map((value) => String(value).toLowerCase());
  const rows = cardPayments.filter(
    (row) =>
      filterModel.items.every((item) => matchesItem(row, item)) &&
      quickValues.every((value) => Object.values(row).some((cell) => String(cell).toLowerCase().includes(value))),
  );
  return rows.sort((rowA, rowB) => {
    for (const { field, sort } of sortModel) {
      const a = rowA[field as Field];
      const b = rowB[field as Field];
      const result = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
      if (result !== 0 && sort) {
        return sort === 'desc' ? -result : result;
      }
    }
    return 0;
  });
}

export interface PaymentServerOptions {
  /** How long each request takes, in milliseconds. */
  latencyMs?: number;
  /** When `false`, answers never say how many rows match (like a cursor-based API). */
  countsRows?: boolean;
}

export function createPaymentServer({ latencyMs = 800, countsRows = true }: PaymentServerOptions = {}) {
  let failing = false;
  return {
    /** While `true`, every request fails after the usual delay. */
    setFailing: (value: boolean) => {
      failing = value;
    },
    getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (failing) {
            reject(new Error('504 Gateway Timeout'));
            return;
          }
          const matching = query(params.filterModel, params.sortModel);
          const rows = matching.slice(Number(params.start), params.end + 1);
          resolve(countsRows ? { rows, rowCount: matching.length } : { rows });
        }, latencyMs);
      });
    },
  };
}
