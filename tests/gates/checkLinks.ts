/**
 * The link gate's crawl: fetches every page's HTML with Node (no browser), then
 * every internal link's target (following redirects as a browser would), and
 * returns what does not resolve. External links are not fetched.
 */
import {
  fragmentResolves,
  internalLink,
  pathOf,
  readAnchors,
  type BrokenLink,
  type InternalLink,
  type PageAnchors,
} from './links';

interface Fetched {
  readonly status: number;
  /** The URL after redirects. */
  readonly url: string;
  /** Null when the answer is not HTML (or not 200). */
  readonly anchors: PageAnchors | null;
  /** Why the request failed, when no answer came. */
  readonly error?: string;
}

export interface LinkCheckResult {
  readonly broken: BrokenLink[];
  readonly pagesCrawled: number;
  readonly linksChecked: number;
  readonly urlsFetched: number;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function eachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function checkLinks(
  pageHrefs: readonly string[],
  baseURL: string,
  { concurrency = 8, fetchImpl = fetch }: { concurrency?: number; fetchImpl?: typeof fetch } = {},
): Promise<LinkCheckResult> {
  const cache = new Map<string, Promise<Fetched>>();
  const load = (url: string): Promise<Fetched> => {
    let fetched = cache.get(url);
    if (!fetched) {
      fetched = (async () => {
        try {
          const response = await fetchImpl(url, { redirect: 'follow' });
          const html = response.status === 200 && /text\/html/.test(response.headers.get('content-type') ?? '');
          const anchors = html ? readAnchors(await response.text()) : null;
          if (!html) await response.body?.cancel();
          return { status: response.status, url: response.url || url, anchors };
        } catch (error) {
          return { status: 0, url, anchors: null, error: error instanceof Error ? error.message : String(error) };
        }
      })();
      cache.set(url, fetched);
    }
    return fetched;
  };

  const broken: BrokenLink[] = [];
  const pending: { page: string; link: InternalLink }[] = [];
  await eachLimit(pageHrefs, concurrency, async (href) => {
    const url = new URL(href, baseURL).href;
    const page = await load(url);
    if (page.status !== 200 || page.anchors === null) {
      broken.push({ page: href, link: href, problem: `the page itself answers HTTP ${page.status}` });
      return;
    }
    for (const raw of page.anchors.links) {
      const link = internalLink(raw, page.url);
      if (link) pending.push({ page: href, link });
    }
  });

  const targets = [...new Set(pending.map(({ link }) => link.target))];
  await eachLimit(targets, concurrency, async (target) => {
    await load(target);
  });
  for (const { page, link } of pending) {
    const target = await load(link.target);
    const shown = pathOf(link.target, link.fragment);
    if (target.status !== 200) {
      broken.push({
        page,
        link: shown,
        problem:
          target.error === undefined ? `page missing (HTTP ${target.status})` : `page unreachable (${target.error})`,
      });
    } else if (link.fragment !== null) {
      if (target.anchors === null) {
        broken.push({ page, link: shown, problem: `fragment on a page that is not HTML` });
      } else if (!fragmentResolves(link.fragment, target.anchors)) {
        broken.push({
          page,
          link: shown,
          problem: `fragment missing: no id "${link.fragment}" on ${pathOf(target.url)}`,
        });
      }
    }
  }
  return { broken, pagesCrawled: pageHrefs.length, linksChecked: pending.length, urlsFetched: cache.size };
}
