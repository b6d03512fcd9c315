// Search figures for `npm run bench`: index size per language (total, and
// what the first and a later query fetch), and keystroke-to-results latency
// in Chromium over the fixed list of 50 queries in search-queries.json.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const QUERIES = JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8'));
const PROSE_PAGE = '/x/introduction/licensing/';
const LATENCY_BUDGET_MS = 50;

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

function spread(samples) {
  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  const worst = sorted.at(-1);
  return { median: sorted[Math.floor(sorted.length / 2)]?.ms ?? 0, worst: worst?.ms ?? 0, slowest: worst?.typed ?? '' };
}

async function indexSizes(base) {
  const rows = [];
  for (const language of ['en', 'zh']) {
    const body = Buffer.from(await (await fetch(`${base}/search-index/${language}.json`)).arrayBuffer());
    rows.push({ index: language, 'raw (KB)': kb(body.length), 'gzip -9 (KB)': kb(gzipSize(body)) });
  }
  return rows;
}

/** Types `value` into the open dialog's combobox; the time until React has rendered the results. */
function typingProbe() {
  const input = document.querySelector('dialog[open] input[role="combobox"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  // A macrotask after the input event: React renders a discrete update before it.
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
  window.__typeQuery = async (value) => {
    const start = performance.now();
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextTask();
    return performance.now() - start;
  };
}

export async function measureSearch(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  let fetched = [];
  let indexWithPage = false;
  page.on('response', (response) => {
    if (response.url().includes('/search-index/')) indexWithPage ||= fetched === null;
    if (fetched) fetched.push(response.body().then(gzipSize, () => 0));
  });
  fetched = null;
  await page.goto(base + PROSE_PAGE, { waitUntil: 'networkidle' });
  const sum = async (list) => (await Promise.all(list)).reduce((total, size) => total + size, 0);

  fetched = [];
  await page.keyboard.press('Control+k');
  const input = page.locator('dialog[open] input[role="combobox"]');
  await input.fill(QUERIES[0]);
  await page.waitForSelector('dialog[open] [role="option"]');
  await page.waitForLoadState('networkidle');
  const firstQuery = await sum(fetched);
  fetched = [];
  await input.fill(QUERIES[1]);
  await page.waitForLoadState('networkidle');
  const laterQuery = await sum(fetched);
  fetched = null;

  await page.evaluate(typingProbe);
  const keystrokes = [];
  const queries = [];
  for (const query of QUERIES) {
    await page.evaluate(() => window.__typeQuery(''));
    for (let length = 1; length <= query.length; length += 1) {
      const typed = query.slice(0, length);
      keystrokes.push({ typed, ms: await page.evaluate((value) => window.__typeQuery(value), typed) });
    }
    await page.evaluate(() => window.__typeQuery(''));
    queries.push({ typed: query, ms: await page.evaluate((value) => window.__typeQuery(value), query) });
  }
  await context.close();

  const perKeystroke = spread(keystrokes);
  const perQuery = spread(queries);
  return {
    sizes: await indexSizes(base),
    fetched: {
      'index requested with the page': indexWithPage ? 'YES (wrong)' : 'no',
      'first query fetches (KB gz, dialog code + index)': kb(firstQuery),
      'a later query fetches (KB gz)': kb(laterQuery),
    },
    latency: [
      { measure: `each keystroke (${keystrokes.length})`, ...perKeystroke },
      { measure: `whole query pasted (${queries.length})`, ...perQuery },
    ].map(({ measure, median, worst, slowest }) => ({
      measure,
      'median (ms)': median.toFixed(1),
      'worst (ms)': worst.toFixed(1),
      'slowest query': slowest,
      'budget (ms)': LATENCY_BUDGET_MS,
      status: worst <= LATENCY_BUDGET_MS ? 'within budget' : 'OVER BUDGET',
    })),
  };
}
