// `npm run bench`: build time, then page weight of prose, demo and API pages
// against the budgets of DESIGN.md §5 and issue 14 (JS gzip -9 loaded before
// interaction, HTML gzip -9), beside a bare Next app with and without one
// DataGrid built in the same run (scripts/bench-bare.mjs), then search (index
// sizes, bytes a query fetches, keystroke latency) and Lighthouse, measured in
// Chromium against `next start`.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measureSearch } from './bench-search.mjs';
import { lighthouseRows } from './bench-lighthouse.mjs';
import { buildBareApp, serve } from './bench-bare.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://localhost:${PORT}`;
const BARE_PORT = PORT + 50;
const PAGES = [
  { kind: 'prose page', path: '/x/introduction/licensing/', jsBudget: 150, htmlBudget: 20 },
  // Before any demo nears the viewport; with its first demo, held to 1.05 × the bare page with one DataGrid.
  { kind: 'demo page', path: '/x/react-data-grid/', jsBudget: 160, htmlBudget: 20, withDemoRatio: 1.05 },
  // API pages carry the entries' filter: held to the demo page's JS budget (the issue sets none for them).
  { kind: 'API page', path: '/x/api/date-pickers/date-picker/', jsBudget: 160, htmlBudget: 40 },
  // The largest generated page (205 props, 85 slots, 227 classes).
  { kind: 'largest API page', path: '/x/api/data-grid/data-grid-premium/', jsBudget: 160, htmlBudget: 40 },
];
const BUILD_BUDGET_S = 600;

const kb = (bytes) => bytes / 1000;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return null;
  rmSync('.next', { recursive: true, force: true });
  const start = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('next build failed');
  return (performance.now() - start) / 1000;
}

async function waitForServer(url = `${BASE}/x/introduction/`) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('next start did not answer');
}

/** JS (gzip -9) a page loads until the network is idle; demos held back unless `withDemos`. */
async function measureJs(browser, path, withDemos, base = BASE) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  if (!withDemos) {
    // No demo "nears the viewport": IntersectionObserver never reports.
    await context.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    });
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const bodies = await Promise.all(scripts.values());
  await context.close();
  return { count: bodies.length, gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0) };
}

/** Fails at once, by name, when another server holds a port (the bench would otherwise measure that server). */
async function assertPortFree(port) {
  const free = await new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
  if (!free) {
    console.error(`bench: port ${port} is in use; stop that server or set BENCH_PORT.`);
    process.exit(1);
  }
}

/** Stops a detached server's process group; it may have exited already. */
function stop(child) {
  try {
    process.kill(-child.pid);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

await assertPortFree(PORT);
await assertPortFree(BARE_PORT);
const buildSeconds = build();
const bareDir = buildBareApp();
const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { stdio: 'ignore', detached: true });
const bareServer = serve(bareDir, BARE_PORT);
try {
  await waitForServer();
  await waitForServer(`http://localhost:${BARE_PORT}/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const bareBase = `http://localhost:${BARE_PORT}`;
  const bareProse = (await measureJs(browser, '/', true, bareBase)).gzip;
  const bareGrid = (await measureJs(browser, '/grid/', true, bareBase)).gzip;
  const rows = [];
  for (const { kind, path, jsBudget, htmlBudget, withDemoRatio } of PAGES) {
    const html = Buffer.from(await (await fetch(BASE + path)).arrayBuffer());
    const initial = await measureJs(browser, path, false);
    const withDemos = await measureJs(browser, path, true);
    const ratio = withDemos.gzip / bareGrid;
    const within =
      kb(initial.gzip) <= jsBudget &&
      kb(gzipSize(html)) <= htmlBudget &&
      (withDemoRatio === undefined || ratio <= withDemoRatio);
    rows.push({
      page: `${kind} ${path}`,
      'JS before interaction (KB gz)': kb(initial.gzip).toFixed(1),
      'JS budget (KB)': jsBudget,
      '× bare page': (initial.gzip / bareProse).toFixed(2),
      'JS with first demos (KB gz)': kb(withDemos.gzip).toFixed(1),
      '× bare page with one DataGrid (budget)': `${ratio.toFixed(2)}${withDemoRatio ? ` (${withDemoRatio})` : ''}`,
      'HTML (KB gz)': kb(gzipSize(html)).toFixed(1),
      'HTML budget (KB)': htmlBudget,
      status: within ? 'within budget' : 'OVER BUDGET',
    });
  }
  console.log(
    `bare Next ${JSON.parse(spawnSync('node', ['-p', 'JSON.stringify(require("next/package.json").version)']).stdout.toString())} app, same packages, same run: page of text ${kb(bareProse).toFixed(1)} KB, page with one DataGrid ${kb(bareGrid).toFixed(1)} KB (JS gz)`,
  );
  const search = await measureSearch(browser, BASE);
  await browser.close();
  console.table(rows);
  console.log('search index');
  console.table(search.sizes);
  console.table(search.fetched);
  console.log('search latency, keystroke to results rendered (50 fixed queries)');
  console.table(search.latency);
  console.log('Lighthouse, mobile (product overview pages, and the bare page with one DataGrid for reference):');
  console.table(lighthouseRows(BASE, `${bareBase}/grid/`));
  if (buildSeconds !== null) {
    console.log(
      `build time: ${buildSeconds.toFixed(1)} s (budget ${BUILD_BUDGET_S} s) ${buildSeconds <= BUILD_BUDGET_S ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
} finally {
  stop(server);
  stop(bareServer);
}
