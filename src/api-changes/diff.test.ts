import { describe, expect, it } from 'vitest';
import type { ApiComponentDoc, ApiProp } from '../api-docs/types';
import { diffComponents, diffExports, mergeVariants, replacementIn } from './diff';

const prop = (name: string, type: string, extra: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type,
  description: '',
  required: false,
  advanced: false,
  ...extra,
});

const grid = (props: ApiProp[], extra: Partial<ApiComponentDoc> = {}): ApiComponentDoc => ({
  kind: 'component',
  name: 'DataGrid',
  importName: 'DataGrid',
  pathname: '/x/api/data-grid/data-grid',
  product: 'data-grid',
  plan: null,
  imports: [],
  description: '',
  props,
  slots: [],
  classes: [],
  themeName: 'MuiDataGrid',
  ...extra,
});

describe('replacementIn', () => {
  const v8 = new Set(['slots', 'rowSpanning', 'TreeItem']);
  it('takes the name a deprecation note points to, when v8 has it', () => {
    expect(replacementIn('Use `slots` instead.', 'components', v8)).toBe('slots');
    expect(replacementIn('Use `gone` instead.', 'components', v8)).toBeUndefined();
  });
  it('recognises a stabilised name and a retired "2" name', () => {
    expect(replacementIn(undefined, 'unstable_rowSpanning', v8)).toBe('rowSpanning');
    expect(replacementIn(undefined, 'TreeItem2', v8)).toBe('TreeItem');
  });
});

describe('diffComponents', () => {
  it('reports removed, renamed (not added again), retyped, new-default and newly deprecated props', () => {
    const v7 = grid([
      prop('components', 'object', { deprecated: 'Use `slots` instead.' }),
      prop('pageSize', 'number'),
      prop('density', "'compact' | 'standard'", { default: "'standard'" }),
      prop('autoHeight', 'boolean'),
    ]);
    const v8 = grid([
      prop('slots', 'object'),
      prop('density', "'compact' | 'standard' | 'comfortable'", { default: "'compact'" }),
      prop('autoHeight', 'boolean', { deprecated: 'Use a flex parent.' }),
    ]);
    expect(diffComponents(v7, v8)).toEqual([
      expect.objectContaining({
        name: 'components',
        change: 'renamed',
        replacement: 'slots',
        href: '/x/api/data-grid/data-grid/#props-slots',
      }),
      expect.objectContaining({ name: 'pageSize', change: 'removed' }),
      expect.objectContaining({ name: 'density', change: 'retyped' }),
      expect.objectContaining({ name: 'density', change: 'default', before: "'standard'", after: "'compact'" }),
      expect.objectContaining({ name: 'autoHeight', change: 'deprecated', note: 'Use a flex parent.' }),
    ]);
  });

  it('reports nothing for identical documents, whatever the type wrapping', () => {
    expect(diffComponents(grid([prop('rows', '{ a: 1; }')]), grid([prop('rows', '{\n  a: 1 }')]))).toEqual([]);
  });
});

describe('diffExports', () => {
  it('reports removed, renamed (the new name not added again), added exports and those that moved plan', () => {
    const v7 = new Map([
      ['GridOverlays', { plan: 'community' }],
      ['TreeItem2', { plan: 'community' }],
      ['GridDataSource', { plan: 'pro' }],
    ]);
    const v8 = new Map([
      ['TreeItem', { plan: 'community', href: '/x/api/tree-view/tree-item/' }],
      ['GridDataSource', { plan: 'community' }],
      ['GridNew', { plan: 'community' }],
    ]);
    expect(diffExports(v7, v8)).toEqual([
      { owner: '', kind: 'export', change: 'removed', name: 'GridOverlays' },
      {
        owner: '',
        kind: 'export',
        change: 'renamed',
        name: 'TreeItem2',
        replacement: 'TreeItem',
        href: '/x/api/tree-view/tree-item/',
      },
      { owner: '', kind: 'export', change: 'plan', name: 'GridDataSource', before: 'pro', after: 'community' },
      { owner: '', kind: 'export', change: 'added', name: 'GridNew' },
    ]);
  });
});

describe('mergeVariants', () => {
  it('lists a change shared by variants once, under the shortest name', () => {
    const change = { kind: 'prop', change: 'removed', name: 'pageSize' } as const;
    expect(
      mergeVariants([
        { ...change, owner: 'DataGridPro' },
        { ...change, owner: 'DataGrid' },
        { ...change, owner: 'DataGridPremium', name: 'other' },
      ]),
    ).toEqual([
      { ...change, owner: 'DataGrid', alsoIn: ['DataGridPro'] },
      { ...change, owner: 'DataGridPremium', name: 'other' },
    ]);
  });
});
