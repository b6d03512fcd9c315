// Lighthouse (mobile, its default simulated throttling) on the product overview pages, against
// DESIGN.md §5: performance ≥ 95 and CLS ≤ 0.02. Lighthouse is not a dependency: it is fetched
// with `npx` when the registry is reachable; without it the figures are reported as skipped. The bare
// Next page with one DataGrid (scripts/bench-bare.mjs) is audited too, as the reference: what the
// framework and the grid alone score on this machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PAGES = ['/x/react-data-grid/', '/x/react-date-pickers/', '/x/react-charts/', '/x/react-tree-view/'];
const SCORE_BUDGET = 95;
const CLS_BUDGET = 0.02;

function audit(url, output) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'ignore',
      timeout: 180_000,
    },
  );
  if (result.status !== 0) return null;
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: Math.round(report.categories.performance.score * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

/** Audits each overview page and the bare page with one DataGrid; returns table rows (or one "skipped" row). */
export function lighthouseRows(base, bareGridUrl) {
  if (process.env.BENCH_LIGHTHOUSE === '0') return [{ page: 'Lighthouse', status: 'skipped (BENCH_LIGHTHOUSE=0)' }];
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const targets = [
    ...PAGES.map((path) => ({ page: path, url: base + path, reference: false })),
    { page: 'bare Next page with one DataGrid', url: bareGridUrl, reference: true },
  ];
  try {
    return targets.map(({ page, url, reference }, index) => {
      const figures = audit(url, join(dir, `${index}.json`));
      if (!figures) return { page, status: 'skipped (Lighthouse could not run)' };
      const within = figures.score >= SCORE_BUDGET && figures.cls <= CLS_BUDGET;
      return {
        page,
        'performance (≥ 95)': figures.score,
        'CLS (≤ 0.02)': figures.cls.toFixed(3),
        'LCP (ms)': Math.round(figures.lcp),
        'TBT (ms)': Math.round(figures.tbt),
        status: reference ? 'reference' : within ? 'within budget' : 'OVER BUDGET',
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
