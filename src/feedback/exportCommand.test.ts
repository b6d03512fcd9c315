import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseExportArgs, runExport } from './exportCommand';
import { openSqliteStore } from './store/sqlite';
import { sqliteFile } from './store/open';

describe('parseExportArgs', () => {
  it('reads the format, the filters and the output file', () => {
    expect(parseExportArgs([])).toEqual({ help: false, options: { format: 'json', filter: {} } });
    expect(
      parseExportArgs(['--format', 'csv', '--page=/x/react-charts', '--since', '2026-02-01', '--output', 'out.csv']),
    ).toEqual({
      help: false,
      options: {
        format: 'csv',
        filter: { pathname: '/x/react-charts/', since: new Date('2026-02-01T00:00:00Z') },
        output: 'out.csv',
      },
    });
    expect(parseExportArgs(['--help'])).toEqual({ help: true });
  });

  it('explains what is wrong', () => {
    expect(() => parseExportArgs(['--format', 'xml'])).toThrow('--format must be json or csv.');
    expect(() => parseExportArgs(['--since', 'last week'])).toThrow('--since');
    expect(() => parseExportArgs(['--page'])).toThrow('--page needs a value.');
    expect(() => parseExportArgs(['--verbose'])).toThrow('Unknown argument "--verbose".');
  });
});

describe('runExport', () => {
  let dir = '';
  let out = '';
  let err = '';
  const io = () => ({
    env: { FEEDBACK_DATA_DIR: dir },
    cwd: '/',
    stdout: (text: string) => (out += text),
    stderr: (text: string) => (err += text),
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'feedback-export-'));
    out = '';
    err = '';
    const store = openSqliteStore(sqliteFile(dir));
    const base = { language: 'en', comment: null, sectionId: null, sectionTitle: null } as const;
    await store.insert({ ...base, id: 'a', createdAt: '2026-01-10T00:00:00.000Z', pathname: '/x/a/', rating: 'yes' });
    await store.insert({
      ...base,
      id: 'b',
      createdAt: '2026-02-10T00:00:00.000Z',
      pathname: '/x/b/',
      rating: 'no',
      comment: 'Why, "how"?',
    });
    await store.close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints every record as JSON by default', async () => {
    expect(await runExport([], io())).toBe(0);
    const body = JSON.parse(out) as { count: number; feedback: { id: string }[] };
    expect(body.count).toBe(2);
    expect(body.feedback.map((record) => record.id)).toEqual(['a', 'b']);
  });

  it('writes filtered CSV to a file', async () => {
    const file = join(dir, 'out.csv');
    expect(await runExport(['--format', 'csv', '--since', '2026-02-01', '--output', file], io())).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(
      'id,createdAt,pathname,language,rating,sectionId,sectionTitle,comment\r\n' +
        'b,2026-02-10T00:00:00.000Z,/x/b/,en,no,,,"Why, ""how""?"\r\n',
    );
    expect(err).toBe(`1 feedback records written to ${file} (CSV).\n`);
    expect(out).toBe('');
  });

  it('exits 2 on bad arguments and 1 when the store cannot be read', async () => {
    expect(await runExport(['--format', 'xml'], io())).toBe(2);
    expect(err).toContain('Usage: npm run feedback:export');
    err = '';
    const broken = { ...io(), env: { DATABASE_URL: 'postgresql://postgres@%2Fnonexistent-socket-dir/postgres' } };
    expect(await runExport([], broken)).toBe(1);
    expect(err).toMatch(/^Feedback export failed: /);
  });
});
