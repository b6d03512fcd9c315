import { ServerResponse } from 'node:http';

/**
 * `next start` gzips page responses but not Route Handlers' (vercel/next.js#98007, open at 16.4.5): Next copies a
 * handler's headers with its own `appendHeader`, which stores `Content-Type` as a one-element array, and the
 * compression middleware only recognises a string. The search index (3.3 MB, 0.7 MB gzipped), each demo's sources
 * (about 45 KB, 2.4 KB gzipped), the theme stylesheet and the pages' Markdown went out uncompressed.
 *
 * The header as Node should store it: a one-element `Content-Type` array as its string (the same header on the wire).
 */
export function contentTypeAsString(name: string, value: HeaderValue): HeaderValue {
  if (typeof value !== 'object' || value.length !== 1 || name.toLowerCase() !== 'content-type') return value;
  return value[0] ?? value;
}

type HeaderValue = number | string | readonly string[];

let installed = false;

/** Makes every response of this server store `Content-Type` as a string, so that the compression middleware sees it. */
export function compressRouteHandlerResponses(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each response as `this`
  const setHeader = ServerResponse.prototype.setHeader;
  ServerResponse.prototype.setHeader = function (name, value) {
    return setHeader.call(this, name, contentTypeAsString(name, value));
  };
}
