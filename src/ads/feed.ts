/** The ad network's JSON feed (inline ads under demos). Every field is untrusted. */

export interface FeedAd {
  readonly statlink: string;
  readonly statimp?: string;
  readonly image?: string;
  readonly company: string;
  readonly description: string;
  /** Impression pixels, `[timestamp]` already filled in. */
  readonly pixels: readonly string[];
}

const HTTP_URL = /^https?:\/\/\S+$/i;
const OWN_PATH = /^\/(?!\/)\S*$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function httpUrl(value: unknown): string | undefined {
  const url = text(value);
  return HTTP_URL.test(url) ? url : undefined;
}

/** `a||b` with `[timestamp]` replaced by the item's timestamp; only http(s) URLs are kept. */
export function pixelUrls(pixel: unknown, timestamp: unknown): string[] {
  const stamp = typeof timestamp === 'string' || typeof timestamp === 'number' ? String(timestamp) : '';
  return text(pixel)
    .split('||')
    .map((url) => url.trim().replace(/\[timestamp\]/g, encodeURIComponent(stamp)))
    .filter((url) => HTTP_URL.test(url));
}

function toAd(item: unknown): FeedAd | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const statlink = httpUrl(record['statlink']);
  if (!statlink) return null;
  const image = text(record['image']);
  const statimp = httpUrl(record['statimp']);
  return {
    statlink,
    ...(statimp && { statimp }),
    ...((HTTP_URL.test(image) || OWN_PATH.test(image)) && { image }),
    company: text(record['company']),
    description: text(record['description']),
    pixels: pixelUrls(record['pixel'], record['timestamp']),
  };
}

/** The first usable ad of a feed response (one with an http(s) `statlink`), or null. */
export function firstUsableAd(body: unknown): FeedAd | null {
  const ads = typeof body === 'object' && body !== null ? (body as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) return null;
  for (const item of ads) {
    const ad = toAd(item);
    if (ad) return ad;
  }
  return null;
}

/**
 * Fetches the feed until it returns a usable ad, up to `maxAttempts` times.
 * A network failure ends it at once with no ad; so does running out of attempts.
 */
export async function fetchFeedAd(
  url: string,
  maxAttempts: number,
  fetchImpl: typeof fetch = fetch,
): Promise<FeedAd | null> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl(url);
    } catch {
      return null;
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Malformed JSON: an unusable answer, try again.
    }
    const ad = response.ok ? firstUsableAd(body) : null;
    if (ad) return ad;
  }
  return null;
}
