/** The one source of randomness of the ads. Tests pin it by defining `window.__docsRandom`. */
declare global {
  interface Window {
    __docsRandom?: () => number;
  }
}

export function random(): number {
  return typeof window !== 'undefined' && typeof window.__docsRandom === 'function'
    ? window.__docsRandom()
    : Math.random();
}
