import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rateLimit';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('lets `capacity` requests through at once, then refuses until tokens refill', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.retryAfterMs('a')).toBe(20_000);
    time.advance(19_999);
    expect(limiter.take('a')).toBe(false);
    time.advance(1);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('keeps one bucket per key', () => {
    const limiter = createRateLimiter({ capacity: 1, windowMs: 1000, now: clock().now });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.retryAfterMs('c')).toBe(0);
  });

  it('never holds more than `capacity` tokens, however long a key was idle', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 2, windowMs: 1000, now: time.now });
    limiter.take('a');
    time.advance(1_000_000);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([true, true, false]);
  });

  it('bounds its memory: idle keys go first, then the oldest', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 1, windowMs: 1000, maxKeys: 2, now: time.now });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c'); // evicts "a", the oldest busy key
    expect(limiter.take('c')).toBe(false);
    expect(limiter.take('a')).toBe(true); // a fresh bucket
  });
});

describe('clientAddress', () => {
  it('reads the address next start or the nearest proxy wrote', () => {
    expect(clientAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.9, 10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('spoofed, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9');
    expect(clientAddress(null)).toBe('unknown');
    expect(clientAddress(' , ')).toBe('unknown');
  });
});
