/**
 * One gate visit of a page in Chromium: third parties played or blocked, the
 * colour mode set before first paint, console errors and page errors collected,
 * every demo brought into view and awaited, and axe run on the result.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { MODE_KEY } from '../../src/preferences/storageKeys';
import { COLOR_SCHEME_ATTRIBUTE } from '../../src/theme/brand';
import { THIRD_PARTY_HOSTS } from '../e2e/site';
import { isMissingLicenceKeyMessage } from './licenceMessage';

export type Mode = 'light' | 'dark';

const isThirdParty = (url: string) => THIRD_PARTY_HOSTS.some((host) => url.startsWith(`https://${host}/`));

/** The ad network's script, answering with its backers link: the site then shows its own (in-house) ad, which axe checks. */
const BACKERS_SCRIPT = `(function () {
  var s = document.getElementById('_carbonads_js');
  var d = document.createElement('div');
  d.id = 'carbonads';
  d.innerHTML = '<a href="https://material-ui-next.com/discover-more/backers">Backers</a>';
  s.parentNode.insertBefore(d, s.nextSibling);
})();`;

export interface ErrorLog {
  /** Errors not yet attributed to a demo, oldest first. */
  readonly pending: string[];
}

/** Sets the colour mode (localStorage `mui-mode`, applied before first paint) and the third parties, and starts collecting errors. */
export async function prepareVisit(page: Page, mode: Mode): Promise<ErrorLog> {
  const log: ErrorLog = { pending: [] };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [MODE_KEY, mode] as const);
  await page.route('https://cdn.carbonads.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: BACKERS_SCRIPT }),
  );
  await page.route(
    (url) => isThirdParty(url.href) && url.hostname !== 'cdn.carbonads.com',
    (route) => route.abort('internetdisconnected'),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error' || isThirdParty(message.location().url)) return;
    const text = message.text();
    if (!isMissingLicenceKeyMessage(text)) log.pending.push(`console error: ${quote(text)}`);
  });
  page.on('pageerror', (error) =>
    log.pending.push(`uncaught page error: ${quote(String(error.stack ?? error.message))}`),
  );
  page.on('requestfailed', (request) => {
    if (!isThirdParty(request.url()))
      log.pending.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) log.pending.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return log;
}

/** A message on one line, without its stack trace and shortened: failure reports stay readable. */
function quote(text: string, max = 600): string {
  const lines = text.split('\n').filter((line) => !/^\s+at /.test(line));
  const line = lines
    .join('\n')
    .replace(/\s*\n\s*/g, ' ⏎ ')
    .trim();
  return JSON.stringify(line.length > max ? `${line.slice(0, max)}…` : line);
}

/**
 * Lets the effects of a render run (two animation frames, or 250 ms if the page draws no frame: headless Chromium on a
 * busy machine has stalled frames for minutes, and a wait on them must not outlast the test's own deadlines).
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 250);
      }),
  );

const DEMOS = '[data-demo-id]';

/** The demos' ids, in page order, with the ones that have left `idle` (started loading or loaded). */
const demoStates = (page: Page) =>
  page.locator(DEMOS).evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.getAttribute('data-demo-id') ?? '',
      idle: element.getAttribute('data-state') === 'idle',
    })),
  );

/** The error panels shown by demos (a load error, or a crash caught by the error boundary). */
async function errorPanels(page: Page, href: string): Promise<string[]> {
  const panels = await page.locator(DEMOS).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const alert = element.querySelector('[role="alert"]');
      const state = element.getAttribute('data-state');
      return alert || state === 'error'
        ? [
            {
              id: element.getAttribute('data-demo-id') ?? '',
              text: (alert?.textContent ?? `data-state="${state}"`).trim(),
            },
          ]
        : [];
    }),
  );
  return panels.map(({ id, text }) => `${href} demo ${id}: error panel: ${quote(text)}`);
}

/**
 * Fast pass: scrolls to each idle demo in turn inside the page (one frame each, not waiting for it to load), round after
 * round until none is `idle`, so they all load together. Returns the error panels, the demos that never loaded, and how
 * many demos there are; errors logged stay in `log` (the caller decides how to charge them).
 */
export async function loadDemosTogether(
  page: Page,
  href: string,
  timeout: number,
): Promise<{ count: number; problems: string[] }> {
  const count = await page.locator(DEMOS).count();
  if (count === 0) return { count, problems: [] };
  // Until none is idle: scroll to each idle demo, one frame each (a demo hydrated after the first round needs another).
  const stillIdle = await page.evaluate(
    async ({ selector, timeout }) => {
      // Two frames, or 250 ms without one (see `settle`): the deadline below must be reached even when frames stall.
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 250);
        });
      const deadline = performance.now() + timeout;
      for (;;) {
        const idle = [...document.querySelectorAll(selector)].filter(
          (element) => element.getAttribute('data-state') === 'idle',
        );
        if (idle.length === 0 || performance.now() > deadline) {
          window.scrollTo({ top: 0, behavior: 'instant' });
          return idle.map((element) => element.getAttribute('data-demo-id') ?? '');
        }
        for (const element of idle) {
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          await frame();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    { selector: DEMOS, timeout },
  );
  await settle(page);
  await page.waitForTimeout(250);
  const problems = stillIdle.map(
    (id) => `${href} demo ${id}: never loaded (data-state still "idle" after ${timeout} ms)`,
  );
  return { count, problems: [...problems, ...(await errorPanels(page, href))] };
}

/** Demos taller than the height their page reserves for them (`::demo{height}`): they shift the page when they load. */
export async function overflowingDemos(page: Page, href: string): Promise<string[]> {
  const overflows = await page.locator(DEMOS).evaluateAll((elements) =>
    elements
      .map((element) => ({
        id: element.getAttribute('data-demo-id') ?? '',
        reserved: parseFloat((element as HTMLElement).style.minHeight),
        actual: Math.round(element.getBoundingClientRect().height),
      }))
      .filter(({ reserved, actual }) => actual > reserved + 1),
  );
  return overflows.map(
    ({ id, reserved, actual }) =>
      `${href} demo ${id}: ${actual} px tall but ${reserved} px reserved (give its ::demo line height="${actual}")`,
  );
}

/** A phone's width (CSS px): a page must fit it without scrolling sideways (wide grids and tables scroll in their own box). */
export const PHONE_WIDTH = 390;

/**
 * At phone width, what makes the page itself scroll sideways: the innermost elements whose box, or text running out of
 * a box that does not clip it, leaves the viewport with no ancestor that clips or scrolls it (fixed layers, such as the
 * closed navigation drawer, aside). Restores the viewport it found. At most five lines per page.
 */
export async function widerThanPhone(page: Page, href: string): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await settle(page);
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const contained = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || (node !== element && style.overflowX !== 'visible')) return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || contained(element)) return false;
      const text = getComputedStyle(element).overflowX === 'visible' ? element.scrollWidth : 0;
      return Math.max(box.right, box.left + text) > width + 1 || box.left < -1;
    });
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    const lines = innermost.slice(0, 5).map((element) => {
      const demo = element.closest('[data-demo-id]')?.getAttribute('data-demo-id');
      const text = (element.textContent ?? '').trim().slice(0, 60);
      return `${demo ? `demo ${demo}: ` : ''}<${element.tagName.toLowerCase()}> "${text}"`;
    });
    return lines.length > 0 ? lines : [`the page is ${root.scrollWidth} px wide`];
  });
  if (viewport) await page.setViewportSize(viewport);
  return found.map((line) => `${href} scrolls sideways at ${PHONE_WIDTH} px: ${line}`);
}

/**
 * Attribution pass, for a page whose demos logged errors: brings each demo into view in turn and waits until it leaves
 * `idle`; an error logged meanwhile is charged to the demos that started loading since the previous one (a demo loads
 * 600 px before it is in view). Returns one line per problem.
 */
export async function checkDemosOneByOne(
  page: Page,
  href: string,
  log: ErrorLog,
  perDemoTimeout = 15_000,
): Promise<string[]> {
  const problems: string[] = [];
  const charge = (who: string) => {
    for (const error of log.pending.splice(0)) problems.push(`${href} ${who}: ${error}`);
  };
  charge('while the page loaded (before any demo)');
  const demos = page.locator(DEMOS);
  const count = await demos.count();
  const started = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const demo = demos.nth(index);
    const id = (await demo.getAttribute('data-demo-id')) ?? `#${index}`;
    await demo.scrollIntoViewIfNeeded();
    try {
      await expect(demo).not.toHaveAttribute('data-state', 'idle', { timeout: perDemoTimeout });
    } catch {
      problems.push(`${href} demo ${id}: never loaded (data-state still "idle" after ${perDemoTimeout} ms)`);
    }
    await settle(page);
    const fresh = (await demoStates(page)).filter((demo) => !demo.idle && !started.has(demo.id)).map((demo) => demo.id);
    fresh.forEach((freshId) => started.add(freshId));
    if (log.pending.length > 0) charge(`demo ${fresh.length > 0 ? fresh.join(' or ') : id}`);
  }
  await page.waitForTimeout(count > 0 ? 300 : 0);
  charge('after its demos loaded');
  return [...problems, ...(await errorPanels(page, href))];
}

/**
 * Switches the colour mode of the open page the way another tab does: `mui-mode` in localStorage, then the storage
 * event the theme store listens to. Demos stay loaded (a reload would load them all again).
 */
export async function switchMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
    },
    [MODE_KEY, mode] as const,
  );
  await expect(page.locator('html')).toHaveAttribute(COLOR_SCHEME_ATTRIBUTE, mode);
  await settle(page);
  // Colours that change with a CSS transition (a text field's label: 200 ms) are mid-way for a moment; axe must see
  // where they end (on a busy machine it once measured a label half-way to its dark colour).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** Waits (briefly) for the ad slots to settle, so axe sees the ad a reader would. */
export async function waitForAds(page: Page): Promise<void> {
  for (const slot of await page.locator('[data-ad-slot]').all()) {
    await expect(slot)
      .not.toHaveAttribute('data-ad-state', /^(idle|waiting)$/, { timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * Waits (up to 5 s) until no demo shows a progress bar or says it is busy: a demo that fetches from its pretend
 * server is mid-load for a moment after it renders (an empty grid or tree, an unnamed progress bar), and axe should
 * judge what the reader sees once it has loaded. A demo that keeps loading on purpose is checked as it is.
 */
export async function waitForDemosToSettle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('[data-demo-id] [role="progressbar"], [data-demo-id] [aria-busy="true"]') === null,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

const GATED_IMPACTS = new Set(['serious', 'critical']);

/**
 * The watermark a Pro or Premium component shows without a licence key (`@mui/x-license`'s `Watermark`: a bare div
 * whose text is the message, in a deliberately faint colour). It goes with the licence message the demo gate tolerates,
 * and readers of the site, which has a key, never see it.
 */
const isLicenceWatermark = (html: string) => /^<div style="[^"]*">MUI X Missing license key<\/div>$/.test(html);

/** The axe rules whose outcome depends on the colours: all that a second colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe violations, one line each: page, mode, rule, impact, help and the offending nodes. `rules`
 * limits the run (the dark pass of a page checks only COLOUR_RULES: the light pass has checked the rest of the same DOM).
 */
export async function axeProblems(
  page: Page,
  href: string,
  mode: Mode,
  nodesShown = 8,
  rules?: readonly string[],
): Promise<string[]> {
  // `#carbonads` is the ad network's own markup (a third party's, not ours); in tests it is hidden anyway.
  // Legacy mode runs axe once in the page (with same-origin frames) instead of once per frame and merging in Node: three
  // times faster here, and a third party's cross-origin iframe (an ad) is left out, as it should be. Only violations are
  // serialised back.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('#carbonads');
  const { violations } = await (rules ? builder.withRules([...rules]) : builder).analyze();
  return violations.flatMap((violation) => {
    const nodes = violation.nodes.filter(
      (node) => GATED_IMPACTS.has(node.impact ?? violation.impact ?? '') && !isLicenceWatermark(node.html),
    );
    if (nodes.length === 0) return [];
    const impact = nodes.some((node) => node.impact === 'critical') ? 'critical' : 'serious';
    const selectors = nodes.slice(0, nodesShown).map((node) => node.target.map(String).join(' >> '));
    const more = nodes.length > nodesShown ? ` and ${nodes.length - nodesShown} more` : '';
    return [
      `${href} (${mode}): ${violation.id} [${impact}] ${violation.help} — ${nodes.length} node${nodes.length === 1 ? '' : 's'}: ${selectors.join(', ')}${more}`,
    ];
  });
}
