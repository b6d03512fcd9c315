import { describe, expect, it } from 'vitest';
import { fetchFeedAd, firstUsableAd, pixelUrls } from './feed';

const item = {
  statlink: 'https://srv.example.com/click/1',
  statimp: 'https://srv.example.com/imp/1',
  image: 'https://cdn.example.com/logo.png',
  company: 'Acme',
  description: 'Ship faster with Acme.',
  pixel: 'https://px.example.com/a?t=[timestamp]||https://px.example.com/b',
  timestamp: '1700000000',
};

describe('firstUsableAd', () => {
  it('takes the first ad with a statlink, with its pixels', () => {
    expect(firstUsableAd({ ads: [{ statlink: '' }, item] })).toEqual({
      statlink: 'https://srv.example.com/click/1',
      statimp: 'https://srv.example.com/imp/1',
      image: 'https://cdn.example.com/logo.png',
      company: 'Acme',
      description: 'Ship faster with Acme.',
      pixels: ['https://px.example.com/a?t=1700000000', 'https://px.example.com/b'],
    });
  });

  it('returns null for an empty list, no statlink, or a body that is not a feed', () => {
    expect(firstUsableAd({ ads: [] })).toBeNull();
    expect(firstUsableAd({ ads: [{ company: 'No link' }] })).toBeNull();
    expect(firstUsableAd(null)).toBeNull();
    expect(firstUsableAd('<html>')).toBeNull();
    expect(firstUsableAd({ ads: 'nope' })).toBeNull();
  });

  it('rejects javascript: links and drops unsafe images and pixels', () => {
    expect(firstUsableAd({ ads: [{ ...item, statlink: 'javascript:alert(1)' }] })).toBeNull();
    const ad = firstUsableAd({
      ads: [
        { ...item, image: 'javascript:alert(1)', statimp: 'data:text/html,x', pixel: 'javascript:x||//evil.example' },
      ],
    });
    expect(ad?.image).toBeUndefined();
    expect(ad?.statimp).toBeUndefined();
    expect(ad?.pixels).toEqual([]);
  });

  it('keeps HTML in text fields as plain text (rendering escapes it)', () => {
    const ad = firstUsableAd({ ads: [{ ...item, company: '<img src=x onerror=alert(1)>' }] });
    expect(ad?.company).toBe('<img src=x onerror=alert(1)>');
  });

  it('accepts our own image paths and tolerates a missing pixel', () => {
    const ad = firstUsableAd({ ads: [{ ...item, image: '/static/ads/acme.svg', pixel: undefined }] });
    expect(ad?.image).toBe('/static/ads/acme.svg');
    expect(ad?.pixels).toEqual([]);
  });
});

describe('pixelUrls', () => {
  it('splits on || and fills the timestamp', () => {
    expect(pixelUrls('https://a.example/[timestamp]||https://b.example/x?ts=[timestamp]', 42)).toEqual([
      'https://a.example/42',
      'https://b.example/x?ts=42',
    ]);
  });
});

describe('fetchFeedAd', () => {
  const respond = (bodies: string[]) => {
    let calls = 0;
    const fetchImpl = (() => {
      const body = bodies[Math.min(calls, bodies.length - 1)] ?? '';
      calls += 1;
      return Promise.resolve(new Response(body, { status: 200 }));
    }) as typeof fetch;
    return { fetchImpl, calls: () => calls };
  };

  it('retries unusable answers and takes a good one on the tenth try', async () => {
    const bad = JSON.stringify({ ads: [{ statlink: '' }] });
    const { fetchImpl, calls } = respond([...Array<string>(9).fill(bad), JSON.stringify({ ads: [item] })]);
    expect((await fetchFeedAd('https://feed.example', 10, fetchImpl))?.company).toBe('Acme');
    expect(calls()).toBe(10);
  });

  it('gives up after ten unusable answers, malformed JSON included', async () => {
    const { fetchImpl, calls } = respond(['{not json']);
    expect(await fetchFeedAd('https://feed.example', 10, fetchImpl)).toBeNull();
    expect(calls()).toBe(10);
  });

  it('returns no ad at once on a network error', async () => {
    let calls = 0;
    const fetchImpl = (() => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    expect(await fetchFeedAd('https://feed.example', 10, fetchImpl)).toBeNull();
    expect(calls).toBe(1);
  });
});
