import { GTAG_SCRIPT_URL } from './config';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/** Runs `callback` once the page is interactive: after `load`, then when the main thread is idle. */
export function whenInteractive(callback: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    const win = window as Window & IdleWindow;
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => !cancelled && callback(), { timeout: 4000 });
    else setTimeout(() => !cancelled && callback(), 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** Adds the gtag.js script (once). When it cannot load, the queued calls simply stay in `dataLayer`. */
export function loadGtagScript(measurementId: string): void {
  const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}
