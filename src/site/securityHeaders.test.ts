import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GTAG_SCRIPT_URL } from '../analytics/config';
import { codeSandboxForm, stackBlitzForm, type SandboxDemo } from '../demos/sandbox';
import {
  contentSecurityPolicy,
  cspDirectives,
  originOf,
  securityHeaders,
  type SecurityOptions,
} from './securityHeaders';

const production: SecurityOptions = {
  development: false,
  ads: {
    scriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom',
    feedUrl: 'https://srv.buysellads.com/ads/CE7DC23W.json',
  },
  gtagScriptUrl: GTAG_SCRIPT_URL,
  chatUrl: null,
};

const header = (options: SecurityOptions, key: string) =>
  securityHeaders(options).find((entry) => entry.key === key)?.value;

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, the referrer policy and same-origin framing', () => {
    expect(securityHeaders(production).map(({ key }) => key)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
    ]);
    expect(header(production, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(header(production, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(production, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(production, 'X-Frame-Options')).toBe('SAMEORIGIN');
    expect(cspDirectives(production)['frame-ancestors']).toEqual(["'self'"]);
  });

  it('names exactly the hosts of the default configuration', () => {
    expect(contentSecurityPolicy(production)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://cdn.carbonads.com https://srv.carbonads.net https://srv.buysellads.com",
        "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
        "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com https://srv.carbonads.net https://cdn4.buysellads.net https://srv.buysellads.com",
        "font-src 'self' https://fonts.gstatic.com",
        "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://srv.buysellads.com",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https://codesandbox.io https://stackblitz.com",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('follows configured ad and chat hosts', () => {
    const csp = cspDirectives({
      ...production,
      ads: { scriptUrl: 'https://ads.example.net/a.js?x=1', feedUrl: 'https://feed.example.org:8443/f.json' },
      chatUrl: 'https://chat.example.com/api/open',
    });
    expect(csp['script-src']).toContain('https://ads.example.net');
    expect(csp['script-src']).not.toContain('https://cdn.carbonads.com');
    // Another network gets none of Carbon's serving hosts.
    expect(csp['script-src']).not.toContain('https://srv.carbonads.net');
    expect(csp['img-src']).not.toContain('https://cdn4.buysellads.net');
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://feed.example.org:8443', 'https://chat.example.com']),
    );
    expect(csp['connect-src']).not.toContain('https://srv.buysellads.com');
  });

  it('leaves out the ad network when ads are off, and relative URLs to self', () => {
    const off = contentSecurityPolicy({ ...production, ads: null });
    expect(off).not.toMatch(/carbonads|buysellads/);
    const relative = cspDirectives({
      ...production,
      ads: { scriptUrl: '/ads.js', feedUrl: '/feed.json' },
      chatUrl: '/chat',
    });
    expect(relative['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com']);
    expect(originOf('/chat')).toBeNull();
  });

  it('allows eval and the hot-reload websocket in development only, and sends no HSTS there', () => {
    const development = { ...production, development: true };
    expect(cspDirectives(development)['script-src']).toContain("'unsafe-eval'");
    expect(cspDirectives(development)['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
    expect(header(development, 'Strict-Transport-Security')).toBeUndefined();
    expect(contentSecurityPolicy(production)).not.toMatch(/unsafe-eval|ws:/);
  });

  it('lets the demo toolbar post to the sandboxes it builds forms for', () => {
    const demo: SandboxDemo = { name: 'Demo', title: 'Demo', variant: 'TS', code: 'export default 1;\n' };
    const formAction = cspDirectives(production)['form-action'];
    for (const form of [codeSandboxForm(demo), stackBlitzForm(demo)])
      expect(formAction).toContain(originOf(form.action));
  });

  it('lets every demo stylesheet of the docs load', () => {
    const files = readdirSync(join(process.cwd(), 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.md'),
    );
    const stylesheets = files.flatMap((file) =>
      [...readFileSync(join(process.cwd(), 'docs', file), 'utf8').matchAll(/stylesheet="([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      ),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    const styleSrc = cspDirectives(production)['style-src'];
    for (const href of stylesheets) expect(styleSrc, href).toContain(originOf(href));
  });
});
