'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the URL's query, the user agent) for a
 * prerendered page: `serverValue` while prerendering and hydrating, then
 * `read()`. Without setState in an effect, so there is no extra render pass.
 */
export function useBrowserValue<T>(read: () => T, serverValue: () => T): T {
  return useSyncExternalStore(noSubscription, read, serverValue);
}
