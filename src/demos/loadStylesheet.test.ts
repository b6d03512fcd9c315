import { describe, expect, it } from 'vitest';
import { loadStylesheet } from './loadStylesheet';

type Listener = () => void;

/** Just enough of a document for the loader: head children and link events. */
function fakeDocument() {
  const children: { tag: string; href?: string; fire: (type: string) => void }[] = [
    { tag: 'style', fire: () => undefined },
  ];
  const doc = {
    createElement: () => {
      const listeners: Record<string, Listener> = {};
      const link = {
        tag: 'link',
        rel: '',
        href: '',
        dataset: {} as Record<string, string>,
        addEventListener: (type: string, listener: Listener) => {
          listeners[type] = listener;
        },
        fire: (type: string) => listeners[type]?.(),
      };
      return link;
    },
    head: {
      querySelector: () => children.find((child) => child.tag === 'style') ?? null,
      insertBefore: (node: (typeof children)[number], before: unknown) => {
        children.splice(before ? children.indexOf(before as (typeof children)[number]) : children.length, 0, node);
      },
    },
  };
  return { doc: doc as unknown as Document, children };
}

describe('loadStylesheet', () => {
  it('inserts one link before the page styles and shares it between callers', async () => {
    const { doc, children } = fakeDocument();
    const first = loadStylesheet('https://fonts.example.com/a.css', doc);
    const second = loadStylesheet('https://fonts.example.com/a.css', doc);
    expect(second).toBe(first);
    expect(children.map((child) => child.tag)).toEqual(['link', 'style']);
    children[0]?.fire('load');
    await expect(first).resolves.toBe(true);
  });

  it('resolves false, without throwing, when the host is unreachable', async () => {
    const { doc, children } = fakeDocument();
    const loading = loadStylesheet('https://unreachable.example.com/b.css', doc);
    children[0]?.fire('error');
    await expect(loading).resolves.toBe(false);
  });
});
