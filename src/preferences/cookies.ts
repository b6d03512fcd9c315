import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE } from './storageKeys';

/** Reads a cookie in the browser. Pages are prerendered, so reading one on the server is a bug. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(`Cookies are read on the client only: "${name}" was read during server rendering.`);
  }
  return Cookies.get(name);
}

/** Stores a preference cookie for the whole site, for one year. */
export function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, { path: '/', 'max-age': String(COOKIE_MAX_AGE), sameSite: 'lax' });
}
