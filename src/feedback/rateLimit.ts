/**
 * A token bucket per key (a client address, or one shared key for a global
 * cap): `capacity` requests at once, refilled at `capacity` per `windowMs`.
 * In memory, per server process; the clock is injected for tests.
 */
export interface RateLimiterOptions {
  readonly capacity: number;
  readonly windowMs: number;
  /** Keys kept at most; idle keys are dropped first. */
  readonly maxKeys?: number;
  readonly now?: () => number;
}

export interface RateLimiter {
  /** Takes a token for `key`: true when the request may go on. */
  take(key: string): boolean;
  /** Milliseconds until `key` has a token again (0 when it has one). */
  retryAfterMs(key: string): number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter({
  capacity,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const ratePerMs = capacity / windowMs;

  const refill = (bucket: Bucket, time: number): void => {
    bucket.tokens = Math.min(capacity, bucket.tokens + (time - bucket.updatedAt) * ratePerMs);
    bucket.updatedAt = time;
  };

  const evict = (time: number): void => {
    for (const [key, bucket] of buckets) {
      refill(bucket, time);
      if (bucket.tokens >= capacity) buckets.delete(key);
    }
    // Still full of busy keys: drop the oldest (Map iterates in insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  };

  return {
    take(key) {
      const time = now();
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        if (buckets.size >= maxKeys) evict(time);
        bucket = { tokens: capacity, updatedAt: time };
        buckets.set(key, bucket);
      } else {
        refill(bucket, time);
      }
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    retryAfterMs(key) {
      const bucket = buckets.get(key);
      if (bucket === undefined) return 0;
      refill(bucket, now());
      return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / ratePerMs);
    },
  };
}

/**
 * The client address of a request, from `X-Forwarded-For`. `next start` fills
 * that header with the socket address only when the request arrives without
 * it, and each of the `trustedProxies` reverse proxies in front of the server
 * appends the address it received the request from: the client is the
 * `trustedProxies`-th address from the right (the last one without proxies).
 * Without a proxy a client can therefore choose its own address, which is why
 * the service also has a global cap.
 */
export function clientAddress(forwardedFor: string | null, trustedProxies = 0): string {
  const addresses = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addresses.at(-Math.max(1, trustedProxies)) ?? addresses[0] ?? 'unknown';
}
