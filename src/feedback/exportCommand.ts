/** `npm run feedback:export`: the stored feedback as JSON or CSV, on standard output or in a file. */
import { writeFileSync } from 'node:fs';
import { readFeedbackConfig } from './config';
import { parseFilter } from './filters';
import { toCsv, toExportJson } from './format';
import { openFeedbackStore } from './store/open';
import type { FeedbackFilter } from './types';

export const EXPORT_USAGE = `Usage: npm run feedback:export -- [--format json|csv] [--page /x/react-data-grid/] [--since 2026-01-31] [--output file]

Prints the stored page feedback (oldest first) as JSON (default) or CSV, or
writes it to a file. Reads the store the server uses: PostgreSQL when
DATABASE_URL is set, else the SQLite file in FEEDBACK_DATA_DIR (default .data).`;

export interface ExportOptions {
  readonly format: 'json' | 'csv';
  readonly filter: FeedbackFilter;
  readonly output?: string;
}

export type ParsedArgs = { readonly help: true } | { readonly help: false; readonly options: ExportOptions };

/** Reads the command line; throws with a readable message on anything it does not know. */
export function parseExportArgs(argv: readonly string[]): ParsedArgs {
  const values: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') return { help: true };
    const match = /^--(format|page|since|output)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Error(`Unknown argument "${arg}".`);
    const value = match[2] ?? argv[(index += 1)];
    if (value === undefined || value === '') throw new Error(`--${match[1]} needs a value.`);
    values[match[1]] = value;
  }
  const format = values['format'] ?? 'json';
  if (format !== 'json' && format !== 'csv') throw new Error('--format must be json or csv.');
  const filter = parseFilter({ page: values['page'] ?? null, since: values['since'] ?? null });
  if (!filter.ok) throw new Error(`--${filter.error.field}: ${filter.error.message}`);
  return {
    help: false,
    options: { format, filter: filter.value, ...(values['output'] !== undefined && { output: values['output'] }) },
  };
}

export interface ExportIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Runs the command: the exit code. */
export async function runExport(argv: readonly string[], io: ExportIo): Promise<number> {
  let parsed: ParsedArgs;
  try {
    parsed = parseExportArgs(argv);
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n\n${EXPORT_USAGE}\n`);
    return 2;
  }
  if (parsed.help) {
    io.stdout(`${EXPORT_USAGE}\n`);
    return 0;
  }
  const { format, filter, output } = parsed.options;
  try {
    const store = await openFeedbackStore(readFeedbackConfig(io.env, io.cwd));
    try {
      const records = await store.list(filter);
      const text = format === 'csv' ? toCsv(records) : `${JSON.stringify(toExportJson(records), null, 2)}\n`;
      if (output === undefined) {
        io.stdout(text);
      } else {
        writeFileSync(output, text);
        io.stderr(`${records.length} feedback records written to ${output} (${format.toUpperCase()}).\n`);
      }
    } finally {
      await store.close();
    }
  } catch (error) {
    io.stderr(`Feedback export failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  return 0;
}
