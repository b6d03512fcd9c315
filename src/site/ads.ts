/** Ad configuration (SPEC §3, §9; DESIGN §4). Ads are off in development unless NEXT_PUBLIC_ADS=on. */
const setting = process.env.NEXT_PUBLIC_ADS;

export const AD_CONFIG = {
  enabled: setting === 'on' || (setting !== 'off' && process.env.NODE_ENV === 'production'),
  scriptUrl:
    process.env.NEXT_PUBLIC_AD_SCRIPT_URL ??
    'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom',
  feedUrl: process.env.NEXT_PUBLIC_AD_FEED_URL ?? 'https://srv.buysellads.com/ads/CE7DC23W.json',
  /** Share of display events sent to analytics. */
  displaySampleRatio: Number(process.env.NEXT_PUBLIC_AD_SAMPLE_RATIO ?? 0.1),
} as const;

/** Timing and limits of the ad slot. */
export const AD_LIMITS = {
  pollIntervalMs: 500,
  maxPollAttempts: 30,
  /** From this attempt on, with no placement, the reader is treated as ad-blocked. */
  blockedFromAttempt: 7,
  feedMaxAttempts: 10,
  pleaProbability: 0.2,
  displayEventDelayMs: 2500,
} as const;
