/** Formats stored feedback for people: JSON (the export and `GET /api/feedback`) and CSV (spreadsheets). */
import type { FeedbackRecord } from './types';

export interface FeedbackExport {
  readonly count: number;
  readonly feedback: readonly FeedbackRecord[];
}

export function toExportJson(records: readonly FeedbackRecord[]): FeedbackExport {
  return { count: records.length, feedback: records };
}

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'pathname',
  'language',
  'rating',
  'sectionId',
  'sectionTitle',
  'comment',
] as const satisfies readonly (keyof FeedbackRecord)[];

/** Spreadsheets run a cell that starts like a formula: such text is kept as text with a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv(records: readonly FeedbackRecord[]): string {
  const rows = [
    CSV_COLUMNS.join(','),
    ...records.map((record) => CSV_COLUMNS.map((column) => csvCell(record[column])).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
