/**
 * The security headers of every response (pages, assets, route handlers,
 * redirects, 404s), set by `next.config.ts` `headers()`. Pure: the hosts come
 * in as options, `siteSecurityOptions()` reads them from the configuration
 * (README "Configuration"), so the policy names exactly the hosts the site
 * uses, and follows their environment overrides.
 */
import { GTAG_SCRIPT_URL } from '../analytics/config';
import { AD_CONFIG } from './ads';

export interface SecurityOptions {
  /** `next dev`: allows eval (React's and Turbopack's dev tooling) and the hot-reload websocket, sends no HSTS. */
  readonly development: boolean;
  /** The ad network's script and JSON feed, when ads are on. */
  readonly ads: { readonly scriptUrl: string; readonly feedUrl: string } | null;
  /** gtag.js (Google Analytics 4). */
  readonly gtagScriptUrl: string;
  /** The chat service of "Edit in Chat", when configured. */
  readonly chatUrl: string | null;
}

export interface Header {
  readonly key: string;
  readonly value: string;
}

/**
 * Two years, and every subdomain: 2 years is the value the preload list asks
 * for, and the subdomains we link to (the v4–v7 archives) are all HTTPS.
 * Not `preload`: submitting the domain to browsers' preload lists is a
 * commitment for the whole of the production domain, that only its owner can
 * take (and undo, which takes months); it can be added then.
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Hosts the ad networks serve from besides the configured script and feed,
 * keyed by the configured host (another network gets only its own hosts).
 * Carbon's script requests the ad as JSONP from srv.carbonads.net (older
 * versions from srv.buysellads.com), its images and the feed's come from
 * srv.carbonads.net/static and cdn4.buysellads.net, and the impression
 * pixels (`statimp`, `pixel`) from srv.buysellads.com / srv.carbonads.net.
 */
const AD_NETWORK_HOSTS: Readonly<Record<string, { readonly script: string[]; readonly img: string[] }>> = {
  'cdn.carbonads.com': {
    script: ['https://srv.carbonads.net', 'https://srv.buysellads.com'],
    img: ['https://srv.carbonads.net', 'https://cdn4.buysellads.net', 'https://srv.buysellads.com'],
  },
  'srv.buysellads.com': {
    script: [],
    img: ['https://cdn4.buysellads.net', 'https://srv.buysellads.com'],
  },
};

/**
 * Google Analytics 4 as Google documents it for a CSP ("Use a Content
 * Security Policy with Google tag"): hits go to regional collect endpoints
 * (`region1.google-analytics.com`, `*.analytics.google.com`) chosen at run
 * time, so these are wildcards on Google's own domains. Google signals and
 * ads (doubleclick) are not listed: ads storage is never granted.
 */
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The icon font a demo's `stylesheet="…"` loads (Google Fonts): the stylesheet, then its font files. */
export const ICON_FONT_STYLESHEET_ORIGIN = 'https://fonts.googleapis.com';
const ICON_FONT_FILES_ORIGIN = 'https://fonts.gstatic.com';

/** Where the demo toolbar posts a project (`src/demos/sandbox.ts`): CodeSandbox's define API and StackBlitz. */
const SANDBOX_ORIGINS = ['https://codesandbox.io', 'https://stackblitz.com'];

/** The origin of an absolute http(s) URL; null for a relative one (same origin, covered by 'self'). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

function hostOf(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).hostname : null;
}

const origins = (...urls: (string | null | undefined)[]) => urls.filter((url): url is string => !!url);

/** The Content-Security-Policy, one directive per entry, without duplicate sources. */
export function cspDirectives(options: SecurityOptions): Record<string, string[]> {
  const { ads, development } = options;
  const network = ads ? AD_NETWORK_HOSTS[hostOf(ads.scriptUrl) ?? ''] : undefined;
  const feedNetwork = ads ? AD_NETWORK_HOSTS[hostOf(ads.feedUrl) ?? ''] : undefined;
  const adScript = ads ? origins(originOf(ads.scriptUrl), ...(network?.script ?? [])) : [];
  const adImg = [...(network?.img ?? []), ...(feedNetwork?.img ?? [])];
  const chat = options.chatUrl === null ? null : originOf(options.chatUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Pages are prerendered, so a nonce (new for each response) is impossible, and hashes cannot
    // cover Next's own inline scripts: each page carries its React Server Components payload as
    // inline `<script>self.__next_f.push(…)</script>` tags whose content differs on every page
    // (and every build), next to our fixed theme-init and gtag bootstrap scripts. Hence
    // 'unsafe-inline'; script *files* are still limited to the hosts below.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...origins(originOf(options.gtagScriptUrl)),
      ...adScript,
    ],
    // Emotion (Material UI, the demos) injects <style> tags, React sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'", ICON_FONT_STYLESHEET_ORIGIN],
    // Demos may draw into blob:/data: images; ads and analytics send pixels.
    'img-src': ["'self'", 'data:', 'blob:', ...GA_IMG, ...adImg],
    'font-src': ["'self'", ICON_FONT_FILES_ORIGIN],
    'connect-src': [
      "'self'",
      ...(development ? ['ws:', 'wss:'] : []),
      ...GA_CONNECT,
      ...(ads ? origins(originOf(ads.feedUrl)) : []),
      ...origins(chat),
    ],
    // The service worker, /x/sw.js.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...SANDBOX_ORIGINS],
    'frame-ancestors': ["'self'"],
  };
  return Object.fromEntries(Object.entries(directives).map(([name, sources]) => [name, [...new Set(sources)]]));
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  return Object.entries(cspDirectives(options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header, for `headers()` in next.config.ts. */
export function securityHeaders(options: SecurityOptions): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Over plain HTTP browsers ignore it; in development it would pin localhost (every port) to HTTPS.
    ...(options.development ? [] : [{ key: 'Strict-Transport-Security', value: HSTS }]),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers without CSP `frame-ancestors`.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
}

/** The options of this build: the configured hosts (README "Configuration"). */
export function siteSecurityOptions(): SecurityOptions {
  return {
    development: process.env.NODE_ENV !== 'production',
    ads: AD_CONFIG.enabled ? { scriptUrl: AD_CONFIG.scriptUrl, feedUrl: AD_CONFIG.feedUrl } : null,
    gtagScriptUrl: GTAG_SCRIPT_URL,
    chatUrl: process.env.NEXT_PUBLIC_CHAT_URL || null,
  };
}
