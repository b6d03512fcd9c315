'use client';
import { useEffect } from 'react';
import { PRODUCTION_HOST } from '../site/productionHost';
import { isProductionHost } from './host';
import { registerServiceWorker } from './updateFlow';

/** Registers /x/sw.js in a production build on the production host (or a subdomain); nothing elsewhere. */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    if (!isProductionHost(window.location.hostname, PRODUCTION_HOST)) return;
    registerServiceWorker({
      container: navigator.serviceWorker,
      hasFocus: () => document.hasFocus(),
      reload: () => window.location.reload(),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    }).catch(() => undefined);
  }, []);
  return null;
}
