import type { ApiComponentDoc, ApiInterfaceDoc } from '../api-docs/types';
import type { SearchDocument } from './types';

/** Small API documents of the generated reference's shape, for the index builder's tests. */
export const dataGridDoc: ApiComponentDoc = {
  kind: 'component',
  name: 'DataGrid',
  importName: 'DataGrid',
  pathname: '/x/api/data-grid/data-grid',
  product: 'data-grid',
  plan: null,
  imports: [{ packageName: '@mui/x-data-grid', plan: null }],
  description: 'The community Data Grid component.',
  props: [
    {
      name: 'checkboxSelection',
      type: 'bool',
      default: 'false',
      description: 'If `true`, the Data Grid will display an extra column with checkboxes for selecting rows.',
      required: false,
      advanced: false,
    },
    {
      name: 'rows',
      type: 'array',
      description: 'Set of rows of type [GridRowsProp](/x/api/).',
      required: true,
      advanced: false,
    },
  ],
  slots: [{ name: 'toolbar', defaultComponent: 'GridToolbar', description: 'Component rendered above the grid.' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'Styles applied to the root element.' }],
};

export const dataGridProDoc: ApiComponentDoc = {
  ...dataGridDoc,
  name: 'DataGridPro',
  importName: 'DataGridPro',
  pathname: '/x/api/data-grid/data-grid-pro',
  plan: 'pro',
  imports: [{ packageName: '@mui/x-data-grid-pro', plan: 'pro' }],
};

export const gridApiDoc: ApiInterfaceDoc = {
  kind: 'interface',
  name: 'GridApi',
  importName: 'GridApi',
  pathname: '/x/api/data-grid/grid-api',
  product: 'data-grid',
  plan: null,
  imports: [{ packageName: '@mui/x-data-grid', plan: null }],
  description: 'The full grid API.',
  members: [
    {
      kind: 'method',
      name: 'setSortModel',
      type: '(model: GridSortModel) => void',
      description: 'Updates the sort model.',
      required: true,
      advanced: false,
    },
    {
      kind: 'property',
      name: 'rootElementRef',
      type: 'RefObject<HTMLDivElement>',
      description: 'The root element.',
      required: true,
      advanced: false,
    },
  ],
};

/** A document with defaults for what a test does not care about. */
export function doc(fields: Partial<SearchDocument> & Pick<SearchDocument, 'id' | 'title'>): SearchDocument {
  return { kind: 'page', product: null, parent: '', planRank: 0, text: '', code: '', ...fields };
}
