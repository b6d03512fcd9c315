// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from './config';
import { gtag, gtagBootstrapScript } from './gtag';

/** The calls in dataLayer, as plain arrays (gtag pushes Arguments objects). */
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function runBootstrap() {
  // The inline script as the browser runs it: serialised text, evaluated in the page.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(gtagBootstrapScript('G-TEST'))();
}

describe('gtag bootstrap', () => {
  beforeEach(() => {
    delete window.dataLayer;
    delete window.gtag;
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('defines dataLayer and gtag, consent denied, page views off', () => {
    runBootstrap();
    expect(typeof window.gtag).toBe('function');
    const [consent, js, config] = calls();
    expect(consent).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(js?.[0]).toBe('js');
    expect(config).toEqual(['config', 'G-TEST', { send_page_view: false }]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('applies a saved grant before configuring', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    runBootstrap();
    expect(calls()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('keeps analytics denied under Global Privacy Control even with a saved grant', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      runBootstrap();
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
    expect(calls().some((call) => call[0] === 'consent' && call[1] === 'update')).toBe(false);
  });

  it('keeps calls queued before gtag.js, and never throws', () => {
    runBootstrap();
    gtag('event', 'page_view', { page_title: 'x' });
    expect(calls().at(-1)).toEqual(['event', 'page_view', { page_title: 'x' }]);
    window.gtag = () => {
      throw new Error('broken');
    };
    expect(() => gtag('event', 'x')).not.toThrow();
    delete window.gtag;
    expect(() => gtag('event', 'x')).not.toThrow();
  });
});
