import { COOKIE_MAX_AGE } from './storageKeys';

/** Reads a cookie in the browser. Pages are prerendered, so reading one on the server is a bug. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(`Cookies are read on the client only: "${name}" was read during server rendering.`);
  }
  for (const pair of document.cookie.split('; ')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals) === name) {
      try {
        return decodeURIComponent(pair.slice(equals + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Stores a preference cookie for the whole site, for one year (the value URI-encoded, as `readCookie` expects). */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}
