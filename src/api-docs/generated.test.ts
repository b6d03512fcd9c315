import { describe, expect, it } from 'vitest';
import { generateApiDocs } from './generate';
import { createApiProgram } from './program';
import { readApiDoc, readApiManifest } from './store';
import type { ApiComponentDoc, ApiDoc, ApiInterfaceDoc, ApiProp } from './types';

function component(pathname: string): ApiComponentDoc {
  const doc = readApiDoc(pathname);
  if (doc.kind !== 'component') throw new Error(`${pathname} is not a component page`);
  return doc;
}

function prop(doc: ApiComponentDoc, name: string): ApiProp {
  const found = doc.props.find((entry) => entry.name === name);
  if (!found) throw new Error(`${doc.name} has no prop ${name}`);
  return found;
}

describe('the generated API reference', () => {
  it('generated every API page of the page tree', () => {
    const manifest = readApiManifest();
    expect(manifest.missing).toEqual([]);
    expect(manifest.pages).toContain('/x/api/data-grid/data-grid');
    expect(manifest.pages.length).toBeGreaterThan(200);
  });

  it('documents DataGrid props with their types and defaults', () => {
    const grid = component('/x/api/data-grid/data-grid');
    expect(prop(grid, 'checkboxSelection')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(prop(grid, 'rows').type).toMatch(/^GridRowsProp/);
    expect(prop(grid, 'columns')).toMatchObject({ required: true });
    expect(grid.themeName).toBe('MuiDataGrid');
    expect(grid.classes.find((entry) => entry.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(grid.slots.map((slot) => slot.name)).toContain('toolbar');
  });

  it('keeps props in name order, so the output is stable', () => {
    const names = component('/x/api/data-grid/data-grid-premium').props.map((entry) => entry.name);
    expect(names).toEqual([...names].sort());
  });

  it('documents DatePicker, BarChart and RichTreeView', () => {
    const picker = component('/x/api/date-pickers/date-picker');
    for (const name of ['value', 'onChange', 'slots']) expect(prop(picker, name).name).toBe(name);
    expect(prop(picker, 'onChange').params?.map((param) => param.name)).toContain('value');
    expect(prop(component('/x/api/charts/bar-chart'), 'series')).toMatchObject({ required: true });
    expect(prop(component('/x/api/tree-view/rich-tree-view'), 'items').type).toMatch(/R\[\]/);
  });

  it('gives each page the plan of the lowest package exporting it, with every import', () => {
    expect(component('/x/api/data-grid/data-grid').plan).toBeNull();
    const pro = component('/x/api/data-grid/data-grid-pro');
    expect(pro.plan).toBe('pro');
    // The other grid packages export stand-ins (`function DataGridPro(): null`), not the component.
    expect(pro.imports.map((entry) => entry.packageName)).toEqual(['@mui/x-data-grid-pro']);
    expect(component('/x/api/data-grid/grid-filter-panel').imports).toHaveLength(3);
    expect(component('/x/api/data-grid/data-grid-premium').plan).toBe('premium');
    expect(component('/x/api/date-pickers/date-range-picker').plan).toBe('pro');
    expect(component('/x/api/charts/sankey-chart')).toMatchObject({ plan: 'pro', importName: 'Unstable_SankeyChart' });
  });

  it('flags deprecated props with their reason', () => {
    const deprecated = prop(component('/x/api/date-pickers/date-picker'), 'disableOpenPicker');
    expect(deprecated.deprecated).toMatch(/field component/);
  });

  it('lists the methods of GridApi with their signatures', () => {
    const api = readApiDoc('/x/api/data-grid/grid-api') as ApiInterfaceDoc;
    expect(api.kind).toBe('interface');
    const getRow = api.members.find((member) => member.name === 'getRow');
    expect(getRow).toMatchObject({ kind: 'method' });
    expect(getRow?.type).toMatch(/\(id: GridRowId\) =>/);
    expect(api.members.filter((member) => member.kind === 'method').length).toBeGreaterThan(50);
  });

  it('indexes each product with its pages', () => {
    const index = readApiDoc('/x/api/date-pickers');
    expect(index.kind).toBe('index');
    expect(index.kind === 'index' && index.entries.map((entry) => entry.name)).toContain('DatePicker');
  });

  it('matches a fresh generation from the installed packages', { timeout: 60_000 }, () => {
    const pathnames = ['/x/api/data-grid/data-grid', '/x/api/data-grid/grid-col-def'];
    const program = createApiProgram(process.cwd(), [
      '@mui/x-data-grid',
      '@mui/x-data-grid-pro',
      '@mui/x-data-grid-premium',
    ]);
    const fresh = generateApiDocs(
      pathnames.map((pathname, index) => ({ pathname, name: ['DataGrid', 'GridColDef'][index]! })),
      program,
    );
    expect(fresh.docs).toEqual(pathnames.map((pathname): ApiDoc => readApiDoc(pathname)));
  });
});
