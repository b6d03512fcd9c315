import { describe, expect, it } from 'vitest';
import { apiEntries, mergeApiEntries } from './apiEntries';
import { dataGridDoc, dataGridProDoc, gridApiDoc } from './fixtures';

describe('apiEntries', () => {
  it('indexes a component page, its props, slots and classes at their permalinks', () => {
    const entries = apiEntries(dataGridDoc);
    expect(entries.map(({ id, title, apiKind }) => ({ id, title, apiKind }))).toEqual([
      { id: '/x/api/data-grid/data-grid/', title: 'DataGrid', apiKind: 'component' },
      { id: '/x/api/data-grid/data-grid/#props-checkboxSelection', title: 'checkboxSelection', apiKind: 'prop' },
      { id: '/x/api/data-grid/data-grid/#props-rows', title: 'rows', apiKind: 'prop' },
      { id: '/x/api/data-grid/data-grid/#slots-toolbar', title: 'toolbar', apiKind: 'slot' },
      { id: '/x/api/data-grid/data-grid/#classes-root', title: 'root', apiKind: 'class' },
    ]);
    expect(entries.every((entry) => entry.kind === 'api' && entry.product === 'x-data-grid')).toBe(true);
    expect(entries[1]?.parent).toBe('DataGrid');
  });

  it('keeps descriptions as plain words and class names searchable', () => {
    const entries = apiEntries(dataGridDoc);
    expect(entries[1]?.text).toBe(
      'If true, the Data Grid will display an extra column with checkboxes for selecting rows.',
    );
    expect(entries[2]?.text).toBe('Set of rows of type GridRowsProp.');
    expect(entries[4]?.code).toBe('root MuiDataGrid-root');
    expect(entries[0]?.code).toBe('DataGrid @mui/x-data-grid');
  });

  it('ranks the plans of identical entries', () => {
    expect(apiEntries(dataGridDoc)[1]?.planRank).toBe(0);
    expect(apiEntries(dataGridProDoc)[1]?.planRank).toBe(1);
  });

  it('indexes interface members as properties and methods', () => {
    expect(apiEntries(gridApiDoc).map(({ id, apiKind }) => [id, apiKind])).toEqual([
      ['/x/api/data-grid/grid-api/', 'interface'],
      ['/x/api/data-grid/grid-api/#methods-setSortModel', 'method'],
      ['/x/api/data-grid/grid-api/#properties-rootElementRef', 'property'],
    ]);
  });

  it('adds nothing for a product index page', () => {
    expect(apiEntries({ kind: 'index', product: 'charts', pathname: '/x/api/charts', entries: [] })).toEqual([]);
  });

  it('keeps one entry per distinct API entry, on the free component, and every component page', () => {
    const merged = mergeApiEntries([
      ...apiEntries(dataGridProDoc),
      ...apiEntries(dataGridDoc),
      ...apiEntries(gridApiDoc),
    ]);
    expect(merged.filter((entry) => entry.title === 'checkboxSelection').map((entry) => entry.id)).toEqual([
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
    ]);
    expect(merged.filter((entry) => entry.apiKind === 'component').map((entry) => entry.id)).toEqual([
      '/x/api/data-grid/data-grid-pro/',
      '/x/api/data-grid/data-grid/',
    ]);
    expect(merged.filter((entry) => entry.parent === 'GridApi')).toHaveLength(2);
  });

  it('keeps entries of the same name that say different things', () => {
    const pro = { ...dataGridProDoc, props: [{ ...dataGridProDoc.props[0]!, description: 'Another meaning.' }] };
    const merged = mergeApiEntries([...apiEntries(dataGridDoc), ...apiEntries(pro)]);
    expect(merged.filter((entry) => entry.title === 'checkboxSelection')).toHaveLength(2);
  });
});
