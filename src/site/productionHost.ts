/** The production host, alone in its module: the service worker's client code needs it and nothing else of the site config. */
export const PRODUCTION_HOST = process.env.NEXT_PUBLIC_PRODUCTION_HOST ?? 'mui.com';
