/** Analytics settings. Plain data: no logic here. */

/** The Google Analytics 4 measurement id (`NEXT_PUBLIC_GA_MEASUREMENT_ID`). */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? 'G-5NXDQLC2ZK';

/** Where gtag.js is loaded from. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** localStorage key of the reader's cookie choice (`granted` or `denied`). */
export const CONSENT_STORAGE_KEY = 'mui-analytics-consent';

/** Share of visits that report web vitals: skipped when `Math.random() > 1e-4`. */
export const WEB_VITALS_SAMPLE_RATE = 1e-4;

/** Window event that opens the cookie preferences dialog (the footer link sends it). */
export const OPEN_CONSENT_EVENT = 'mui:open-cookie-preferences';
