import { describe, expect, it } from 'vitest';
import { navigationTarget, type ClickLike } from './navigationTarget';

const click: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, extra: { target?: string; hasDownload?: boolean; hrefLang?: string } = {}) => ({
  href,
  target: extra.target ?? '',
  hasDownload: extra.hasDownload ?? false,
  hrefLang: extra.hrefLang ?? '',
});
const current = new URL('http://localhost:3000/x/react-data-grid/sorting/');

describe('navigationTarget', () => {
  it('navigates on the client to another docs page, in any language, keeping query and fragment', () => {
    expect(navigationTarget(click, anchor('/x/react-charts/'), current)).toEqual({ client: '/x/react-charts/' });
    expect(navigationTarget(click, anchor('http://localhost:3000/zh/x/introduction/?a=1#b'), current)).toEqual({
      client: '/zh/x/introduction/?a=1#b',
    });
    expect(navigationTarget(click, anchor('/x/api/data-grid/data-grid/#props-rows'), current)).toEqual({
      client: '/x/api/data-grid/data-grid/#props-rows',
    });
  });

  it('leaves a fragment of the current page to the browser', () => {
    expect(navigationTarget(click, anchor('#sorting-mode'), current)).toBeNull();
    expect(navigationTarget(click, anchor('/x/react-data-grid/sorting/#a'), current)).toBeNull();
  });

  it('leaves modified clicks, other buttons, new tabs, downloads and handled clicks to the browser', () => {
    for (const changed of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(navigationTarget({ ...click, ...changed }, anchor('/x/react-charts/'), current)).toBeNull();
    }
    expect(navigationTarget({ ...click, defaultPrevented: true }, anchor('/x/react-charts/'), current)).toBeNull();
    expect(navigationTarget(click, anchor('/x/react-charts/', { target: '_blank' }), current)).toBeNull();
    expect(navigationTarget(click, anchor('/x/react-charts/', { target: '_self' }), current)).toEqual({
      client: '/x/react-charts/',
    });
    expect(navigationTarget(click, anchor('/x/react-charts/', { hasDownload: true }), current)).toBeNull();
  });

  it('opens the page in another language as a new document, keeping the fragment being read', () => {
    const zh = anchor('/zh/x/react-data-grid/sorting/', { hrefLang: 'zh' });
    expect(navigationTarget(click, zh, current)).toBeNull();
    expect(navigationTarget(click, zh, new URL('#sort-model', current))).toEqual({
      document: '/zh/x/react-data-grid/sorting/#sort-model',
    });
  });

  it('leaves other hosts and what is not a docs page (API, files, other paths) to the browser', () => {
    expect(navigationTarget(click, anchor('https://github.com/mui/mui-x'), current)).toBeNull();
    expect(navigationTarget(click, anchor('https://mui.com/x/react-charts/'), current)).toBeNull();
    expect(navigationTarget(click, anchor('/api/feedback'), current)).toBeNull();
    expect(navigationTarget(click, anchor('/x/llms.txt'), current)).toBeNull();
    expect(navigationTarget(click, anchor('/playground/'), current)).toBeNull();
    expect(navigationTarget(click, anchor('mailto:x@example.com'), current)).toBeNull();
  });
});
