// `npm run rehearsal -- [--pages N] [--demos-per-page N] [--keep] [--test]`
// Fills a scratch copy of the repository (outside it, in the OS temp folder)
// with generated guide pages and demos of the four products, builds it
// (timed), and runs the bench there: the figures the site will have when every
// page is written. `--test` also runs `npm test` in the copy (timed, as CI
// would). Nothing it writes is committed; the copy is removed unless --keep.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentDirFor, contentFileFor } from '../src/markdown/contentPath';
import { flattenPages } from '../src/routing/pageTree';
import { pageTree } from '../src/routing/pageTree.data';
import { demoHeight, demoSource, linkedSections, pageSource } from './scale-fixtures';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '200' },
    'demos-per-page': { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    test: { type: 'boolean', default: false },
  },
});
const maxPages = Number(values.pages);
const demosPerPage = Number(values['demos-per-page']);
const repo = process.cwd();
const scratch = mkdtempSync(join(tmpdir(), 'mui-docs-rehearsal-'));

function timed(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: scratch, stdio: 'inherit', env: { ...process.env, CI: '1', ...env } });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${seconds.toFixed(0)} s (exit ${result.status})`);
  if (result.status !== 0) throw new Error(`${label} failed`);
  return seconds;
}

try {
  // The repository as it is (tracked and new files, not ignored ones), and its installed packages.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(repo, file)));
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(repo, file), join(scratch, file));
  }
  execFileSync('cp', ['-al', join(repo, 'node_modules'), join(scratch, 'node_modules')]);

  // Every unwritten guide page of the tree, up to --pages, with its demos.
  const unwritten = flattenPages(pageTree).filter(
    (page) =>
      page.node.pathname.startsWith('/x/') &&
      !page.node.pathname.startsWith('/x/api/') &&
      !existsSync(join(repo, 'docs', contentFileFor(page.node.pathname))),
  );
  // The API reference links guide sections by fragment: the generated pages carry those headings.
  execFileSync('npm', ['run', '-s', 'docs:api'], { cwd: scratch, stdio: 'inherit' });
  const apiDocs = join(scratch, '.generated/api-docs');
  const apiText = readdirSync(apiDocs, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(join(apiDocs, file), 'utf8'))
    .join('\n');
  let demos = 0;
  for (const page of unwritten.slice(0, maxPages)) {
    const dir = join(scratch, 'docs', contentDirFor(page.node.pathname));
    const names = Array.from({ length: demosPerPage }, (_, index) => `Generated${demos + index}`);
    mkdirSync(join(dir, 'demos'), { recursive: true });
    names.forEach((name, index) =>
      writeFileSync(join(dir, 'demos', `${name}.tsx`), demoSource(page.node.pathname, page.node.plan, demos + index)),
    );
    writeFileSync(
      join(scratch, 'docs', contentFileFor(page.node.pathname)),
      pageSource(page.title, names, linkedSections(page.node.pathname, apiText), demoHeight(page.node.pathname)),
    );
    demos += names.length;
  }
  // Formatted as an author's files would be: `npm test` checks the style of every file.
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', 'docs'], { cwd: scratch, stdio: 'inherit' });
  const pages = Math.min(maxPages, unwritten.length);
  console.log(`scratch copy ${scratch}: ${pages} generated pages, ${demos} generated demos`);

  const build = timed('build (npm run build)', 'npm', ['run', 'build']);
  // The bench of this repository, against the scratch build.
  timed('bench', 'node', [join(repo, 'scripts/bench.mjs')], { BENCH_SKIP_BUILD: '1' });
  const test = values.test ? timed('npm test', 'npm', ['test']) : null;
  console.log(
    `\nrehearsal: ${pages} pages and ${demos} demos added; build ${build.toFixed(0)} s` +
      (test === null ? '' : `; npm test ${test.toFixed(0)} s`),
  );
} finally {
  if (values.keep) console.log(`kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
