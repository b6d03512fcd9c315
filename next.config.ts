import type { NextConfig } from 'next';
import { securityHeaders, siteSecurityOptions } from './src/site/securityHeaders';

const nextConfig: NextConfig = {
  trailingSlash: true,
  // Pages get their trailing slash from the first redirect below, which leaves the API alone: a client
  // posting to /api/feedback must get its answer, not a redirect.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // One not-found page for every unknown path, whatever language segment it falls under. `cpus`: prerender with two
  // workers (Next's default leaves one core to a main process that waits; 3.1 instead of 3.7 min on 2 cores).
  experimental: { globalNotFound: true, cpus: 2 },
  // `npm run typecheck` checks the whole project, Next's route types included (`next typegen`, in `npm run generate`):
  // the build does not check it a second time (a minute of CI).
  typescript: { ignoreBuildErrors: true },
  // Build-time tools used while prerendering pages: keep them out of the server bundle.
  serverExternalPackages: ['typescript', 'prettier', 'shiki'],
  redirects() {
    return Promise.resolve([
      // Next's own trailing-slash redirects (as with `trailingSlash` alone), except under /api/.
      {
        source: '/:file((?!\\.well-known(?:/.*)?|api(?:/|$))(?:[^/]+/)*[^/]+\\.\\w+)/',
        destination: '/:file',
        permanent: true,
        missing: [{ type: 'header', key: 'x-nextjs-data' }],
      },
      {
        // Next lets a redirect source end with an optional slash: `.*/$` keeps this one off URLs that have it.
        source: '/:notfile((?!\\.well-known(?:/.*)?|api(?:/|$)|.*/$)(?:[^/]+/)*[^/\\.]+)',
        destination: '/:notfile/',
        permanent: true,
      },
      { source: '/', destination: '/x/introduction/', permanent: false },
      { source: '/zh', destination: '/zh/x/introduction/', permanent: false },
      // English has no prefix: /en/... is the same page as /....
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path+', destination: '/:path+/', permanent: true },
    ]);
  },
  headers() {
    // Every response: pages, assets, route handlers, redirects and 404s (src/site/securityHeaders.ts).
    return Promise.resolve([{ source: '/:path*', headers: securityHeaders(siteSecurityOptions()) }]);
  },
  rewrites() {
    // Routes live under app/[lang]/; English URLs carry no prefix, so they are served from /en/.
    // Language-neutral routes (Next's assets, the API, demo sources, search indexes) are left alone.
    const neutral = [
      'zh(?:/|$)',
      'en(?:/|$)',
      '_next/',
      'api/',
      'demo-sources/',
      'template-sources/',
      'search-index/',
      'page-markdown/',
    ].join('|');
    // A page's Markdown twin and the llms.txt files (app/page-markdown/): at `.md` and `.txt` URLs, and at a page's own
    // URL for a client that prefers Markdown to HTML (it names text/markdown first, or names no text/html). The Markdown
    // answers `Vary: Accept` (app/page-markdown/); Next sets the Vary header of HTML pages itself, without it.
    const markdownFile = 'x/(?:.+\\.md|llms\\.txt|llms-full\\.txt)';
    const wantsMarkdown = [
      { type: 'header' as const, key: 'accept', value: '(?:\\s*text/markdown.*|(?!.*text/html).*text/markdown.*)' },
    ];
    const page = 'x/(?!templates(?:/|$)).+';
    return Promise.resolve({
      beforeFiles: [
        { source: `/:path(${markdownFile})`, destination: '/page-markdown/en/:path' },
        { source: `/zh/:path(${markdownFile})`, destination: '/page-markdown/zh/:path' },
        { source: `/:path(${page})/`, has: wantsMarkdown, destination: '/page-markdown/en/:path.md' },
        { source: `/zh/:path(${page})/`, has: wantsMarkdown, destination: '/page-markdown/zh/:path.md' },
      ],
      afterFiles: [{ source: `/:path((?!${neutral}).*)`, destination: '/en/:path' }],
      fallback: [],
    });
  },
};

export default nextConfig;
