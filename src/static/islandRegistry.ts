import 'server-only';
import { createHash } from 'node:crypto';
import { islandStore } from './islandStore';

/**
 * Registers an island's HTML for the HTML render of the page; returns its
 * key, a content hash: the same HTML always has the same key, whatever the
 * page, so the store holds each distinct island once.
 */
export function registerIsland(html: string): string {
  const key = createHash('sha1').update(html).digest('base64url').slice(0, 16);
  islandStore().set(key, html);
  return key;
}
