import { describe, expect, it } from 'vitest';
import { formatBrokenLinks, fragmentResolves, internalLink, pathOf, readAnchors } from './links';

const PAGE = 'http://localhost:3100/x/react-charts/';

describe('readAnchors', () => {
  it('reads links, ids, <a name> targets and demos, but not markup inside scripts or templates', () => {
    const anchors = readAnchors(`<!doctype html><html><body>
      <nav><a href="/x/introduction/">Intro</a><a href="#main-content">Skip</a></nav>
      <h2 id="sorting">Sorting</h2><a name="legacy"></a><map><area href="/x/a/" alt="a"></map>
      <div data-demo="KpiCard"><div data-demo-id="charts/overview/KpiCard"></div></div>
      <span name="not-a-target"></span>
      <script>self.__next_f.push('<a href="/x/in-a-script/">')</script>
      <template><a href="/x/in-a-template/" id="templated"></a></template>
    </body></html>`);
    expect(anchors.links).toEqual(['/x/introduction/', '#main-content', '/x/a/']);
    expect([...anchors.ids].sort()).toEqual(['legacy', 'sorting']);
    expect([...anchors.demos]).toEqual(['KpiCard']);
  });
});

describe('internalLink', () => {
  it('resolves links of the same origin as the browser does, and splits off the decoded fragment', () => {
    expect(internalLink('/x/introduction/', PAGE)).toEqual({
      target: 'http://localhost:3100/x/introduction/',
      fragment: null,
    });
    expect(internalLink('#planned-charts', PAGE)).toEqual({ target: PAGE, fragment: 'planned-charts' });
    expect(internalLink('quickstart/?a=1#%E6%8E%92%E5%BA%8F', PAGE)).toEqual({
      target: 'http://localhost:3100/x/react-charts/quickstart/?a=1',
      fragment: '排序',
    });
    expect(internalLink('/x/a/#', PAGE)).toEqual({ target: 'http://localhost:3100/x/a/', fragment: null });
  });

  it('leaves out other origins and schemes', () => {
    expect(internalLink('https://mui.com/x/introduction/', PAGE)).toBeNull();
    expect(internalLink('mailto:someone@example.com', PAGE)).toBeNull();
    expect(internalLink('//cdn.example.com/x.js', PAGE)).toBeNull();
  });
});

describe('fragmentResolves', () => {
  const anchors = readAnchors('<h2 id="sorting">S</h2><a name="old"></a><div data-demo="KpiCard"></div>');

  it('finds ids, <a name>, top, and the demos’ source deep links', () => {
    expect(fragmentResolves('sorting', anchors)).toBe(true);
    expect(fragmentResolves('old', anchors)).toBe(true);
    expect(fragmentResolves('top', anchors)).toBe(true);
    expect(fragmentResolves('KpiCard.tsx', anchors)).toBe(true);
    expect(fragmentResolves('css-KpiCard.js', anchors)).toBe(true);
  });

  it('rejects anything else, matching case exactly', () => {
    expect(fragmentResolves('Sorting', anchors)).toBe(false);
    expect(fragmentResolves('planned-charts', anchors)).toBe(false);
    expect(fragmentResolves('OtherDemo.tsx', anchors)).toBe(false);
  });
});

describe('formatBrokenLinks', () => {
  it('reports each broken link once with its problem and the pages that carry it', () => {
    const broken = ['/x/b/', '/x/a/', '/x/c/'].map((page) => ({
      page,
      link: '/x/react-charts/#planned-charts',
      problem: 'fragment missing: no id "planned-charts" on /x/react-charts/',
    }));
    broken.push({ page: '/x/a/', link: '/x/missing/', problem: 'page missing (HTTP 404)' });
    expect(formatBrokenLinks(broken, 2)).toBe(
      [
        '2 broken internal links (4 occurrences):',
        '- /x/missing/: page missing (HTTP 404); linked from page /x/a/',
        '- /x/react-charts/#planned-charts: fragment missing: no id "planned-charts" on /x/react-charts/; linked from 3 pages: /x/a/, /x/b/ and 1 more',
      ].join('\n'),
    );
  });

  it('shows a URL as its path, query and fragment', () => {
    expect(pathOf('http://localhost:3100/x/a/?q=1', 'f')).toBe('/x/a/?q=1#f');
  });
});
