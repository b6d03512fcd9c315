import { expect, test, type Page } from '@playwright/test';
import { apiPagesForAxe, gatedPages, guidePagesForBrowserGates } from '../gates/build';
import {
  axeProblems,
  COLOUR_RULES,
  checkDemosOneByOne,
  loadDemosTogether,
  overflowingDemos,
  widerThanPhone,
  prepareVisit,
  switchMode,
  waitForAds,
  waitForDemosToSettle,
  type ErrorLog,
} from '../gates/visit';
import { DEFAULT_LANGUAGE } from '../../src/site/languages';
import { expectPageShape } from './pageShape';

// Gates run on the pages of the build (`.next/prerender-manifest.json`), one test per page: a failure names its page,
// and one slow page cannot time out the others. `GATES_PAGES=/x/react-charts/` limits them to one page (see README).
// Guide pages: every English one, and a Chinese one where it has its own Markdown (GATES_ALL_LANGUAGES=1: all).
// 1. Every demo of every written guide page renders: no error panel, no console or uncaught page error (MUI X's
//    licence message aside), and fits the height its page reserves for it.
// 2. An English page has the shape every page needs (pageShape.ts), and loads with no failed request of its own.
// 3. No serious or critical axe violation, in light then (colour rules only) dark mode, on every guide page (demos loaded, as a reader sees
//    them) and on each product's largest API page.
// 4. At a phone's width the page does not scroll sideways (grids, tables and code blocks scroll in their own box).
const pages = gatedPages();
const guides = guidePagesForBrowserGates(pages);
const apiPages = apiPagesForAxe(pages);

// A trace records every step of these long visits: on this machine it costs more than it helps (failures say enough).
test.use({ trace: 'off' });

const DEMO_TIMEOUT = 15_000;

for (const entry of guides) {
  test(`gate: ${entry.href} demos render, axe light and dark`, async ({ page }) => {
    const log = await prepareVisit(page, 'light');
    const response = await page.goto(entry.href);
    expect(response?.status()).toBe(200);
    test.setTimeout(60_000 + (await page.locator('[data-demo-id]').count()) * DEMO_TIMEOUT);
    if (entry.language === DEFAULT_LANGUAGE) await expectPageShape(page, entry.href);
    const demoProblems = await demoGate(page, entry.href, log);
    expect.soft(demoProblems.length, demoProblems.join('\n')).toBe(0);
    await axeGate(page, entry.href);
    // Last: resizing the page can leave a responsive demo mid-change for axe.
    const phoneProblems = await widerThanPhone(page, entry.href);
    expect.soft(phoneProblems.length, phoneProblems.join('\n')).toBe(0);
  });
}

for (const entry of apiPages) {
  test(`gate: ${entry.href} (API page) axe light and dark`, async ({ page }) => {
    // Two axe runs over the largest reference page take about 30 s on a busy 2-core machine, and timed out once at 90.
    test.setTimeout(180_000);
    await prepareVisit(page, 'light');
    const response = await page.goto(entry.href);
    expect(response?.status()).toBe(200);
    await axeGate(page, entry.href);
  });
}

/** Loads every demo at once; only when something was logged, reloads and loads them one by one to name the demo. */
async function demoGate(page: Page, href: string, log: ErrorLog): Promise<string[]> {
  const together = await loadDemosTogether(page, href, DEMO_TIMEOUT * 2);
  if (log.pending.length === 0) return [...together.problems, ...(await overflowingDemos(page, href))];
  const firstPass = log.pending.splice(0);
  await page.reload();
  const oneByOne = await checkDemosOneByOne(page, href, log, DEMO_TIMEOUT);
  const unreproduced =
    oneByOne.length === 0 ? firstPass.map((error) => `${href} while its demos loaded: ${error}`) : [];
  return [
    ...together.problems.filter((problem) => !oneByOne.includes(problem)),
    ...oneByOne,
    ...unreproduced,
    ...(await overflowingDemos(page, href)),
  ];
}

async function axeGate(page: Page, href: string) {
  await waitForAds(page);
  await waitForDemosToSettle(page);
  const light = await axeProblems(page, href, 'light');
  await switchMode(page, 'dark');
  // Only the colours change with the mode: the dark pass runs the colour rules (a third of the time of a full run).
  const dark = await axeProblems(page, href, 'dark', undefined, COLOUR_RULES);
  const problems = [...light, ...dark];
  expect.soft(problems.length, problems.join('\n')).toBe(0);
}
