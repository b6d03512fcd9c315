import { describe, expect, it } from 'vitest';
import { apiNameResolver, foldUnion, linkTypeNames, rewriteDescription } from './links';
import type { ApiDoc } from './types';

const base = { imports: [], description: '', plan: null } as const;
const docs: ApiDoc[] = [
  {
    ...base,
    kind: 'interface',
    name: 'GridColDef',
    importName: 'GridColDef',
    pathname: '/x/api/data-grid/grid-col-def',
    product: 'data-grid',
    members: [],
  },
  {
    ...base,
    kind: 'component',
    name: 'Toolbar',
    importName: 'Toolbar',
    pathname: '/x/api/data-grid/toolbar',
    product: 'data-grid',
    props: [],
    slots: [],
    classes: [],
  },
  {
    ...base,
    kind: 'component',
    name: 'Toolbar',
    importName: 'Toolbar',
    pathname: '/x/api/charts/toolbar',
    product: 'charts',
    props: [],
    slots: [],
    classes: [],
  },
];

describe('apiNameResolver', () => {
  it("prefers the current product's page of a name", () => {
    expect(apiNameResolver(docs, 'charts')('Toolbar')).toBe('/x/api/charts/toolbar');
    expect(apiNameResolver(docs, 'data-grid')('Toolbar')).toBe('/x/api/data-grid/toolbar');
    expect(apiNameResolver(docs, 'charts')('GridColDef')).toBe('/x/api/data-grid/grid-col-def');
    expect(apiNameResolver(docs, 'charts')('Nope')).toBeUndefined();
  });
});

describe('linkTypeNames', () => {
  const resolve = apiNameResolver(docs, 'data-grid');
  it('links the names that have a page and keeps the rest as text', () => {
    expect(linkTypeNames('readonly GridColDef<R>[] | GridColDefs', resolve)).toEqual([
      { text: 'readonly ' },
      { text: 'GridColDef', href: '/x/api/data-grid/grid-col-def/' },
      { text: '<R>[] | GridColDefs' },
    ]);
  });
  it('returns the type whole when it names no page', () => {
    expect(linkTypeNames("'a' | 'b'", resolve)).toEqual([{ text: "'a' | 'b'" }]);
  });
});

describe('foldUnion', () => {
  it('folds unions longer than the visible members and one more', () => {
    expect(foldUnion("'a' | 'b' | 'c' | 'd' | 'e'")).toEqual({ head: "'a' | 'b' | 'c'", hidden: 2 });
    expect(foldUnion("'a' | 'b' | 'c' | 'd'")).toBeNull();
  });
});

describe('rewriteDescription', () => {
  const resolve = apiNameResolver(docs, 'data-grid');
  const written = (pathname: string) => pathname === '/x/react-data-grid/sorting';
  it('turns [[Name]] into a link or inline code', () => {
    expect(rewriteDescription('Rows of [[GridColDef]] and [[GridRowsProp]].', resolve, written)).toBe(
      'Rows of [`GridColDef`](/x/api/data-grid/grid-col-def/) and `GridRowsProp`.',
    );
  });
  it('points links to MUI docs at our page when we have it', () => {
    expect(
      rewriteDescription(
        'See [sorting](https://mui.com/x/react-data-grid/sorting/#x) and [more](https://mui.com/x/react-data-grid/filtering/).',
        resolve,
        written,
      ),
    ).toBe('See [sorting](/x/react-data-grid/sorting/#x) and [more](https://mui.com/x/react-data-grid/filtering/).');
  });
  it('points root-relative links to other MUI docs at mui.com: this site has no page there', () => {
    expect(
      rewriteDescription(
        'A [`FilledInput`](/material-ui/api/filled-input/) or a [grid](/x/api/data-grid/data-grid/).',
        resolve,
        written,
      ),
    ).toBe(
      'A [`FilledInput`](https://mui.com/material-ui/api/filled-input/) or a [grid](/x/api/data-grid/data-grid/).',
    );
  });
});
