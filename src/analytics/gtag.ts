import { CONSENT_STORAGE_KEY, GA_MEASUREMENT_ID } from './config';

export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface BootstrapConfig {
  readonly measurementId: string;
  readonly consentKey: string;
}

/**
 * Runs inline before anything else on the page: defines `dataLayer` and
 * `gtag` (gtag.js reads `arguments` objects, so the function pushes those),
 * sets consent to denied, applies a choice the reader saved (unless the
 * browser sends Do Not Track or Global Privacy Control), and configures the
 * measurement id with automatic page views off. Self-contained: it is serialised.
 */
export function bootstrapGtag(config: BootstrapConfig): void {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object
    (w.dataLayer as unknown[]).push(arguments);
  };
  const gtag = w.gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const signal = nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(config.consentKey);
  } catch {
    // Storage unavailable: consent stays denied.
  }
  if (!signal && stored === 'granted') gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', config.measurementId, { send_page_view: false });
}

/** The inline bootstrap script. */
export function gtagBootstrapScript(measurementId: string = GA_MEASUREMENT_ID): string {
  const config: BootstrapConfig = { measurementId, consentKey: CONSENT_STORAGE_KEY };
  return `(${bootstrapGtag.toString()})(${JSON.stringify(config)});`;
}

/** Calls `window.gtag` when it is there; analytics never throws into the page. */
export function gtag(...args: unknown[]): void {
  try {
    if (typeof window !== 'undefined') window.gtag?.(...args);
  } catch {
    // Analytics must never break a page.
  }
}
