const pending = new Map<string, Promise<boolean>>();

/**
 * Loads a stylesheet once per page (later calls share the first), inserted
 * before the page's own styles so a demo's styles still win. Resolves to
 * whether it loaded; an unreachable host is not an error: the demo renders
 * without it.
 */
export function loadStylesheet(href: string, doc: Document = document): Promise<boolean> {
  const known = pending.get(href);
  if (known) return known;
  const promise = new Promise<boolean>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset['demoStylesheet'] = '';
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
    const firstStyle = doc.head.querySelector('link[rel="stylesheet"], style');
    doc.head.insertBefore(link, firstStyle);
  });
  pending.set(href, promise);
  return promise;
}
