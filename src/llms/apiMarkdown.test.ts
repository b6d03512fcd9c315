import { describe, expect, it } from 'vitest';
import type { ApiComponentDoc, ApiInterfaceDoc } from '../api-docs/types';
import { apiMarkdown } from './apiMarkdown';

const absolute = (url: string) => `https://mui.com${url}`;

const component: ApiComponentDoc = {
  kind: 'component',
  name: 'DataGrid',
  importName: 'DataGrid',
  pathname: '/x/api/data-grid/data-grid',
  product: 'data-grid',
  plan: null,
  imports: [{ packageName: '@mui/x-data-grid', plan: null }],
  description: 'The grid.',
  props: [
    { name: 'rows', type: 'readonly R[]', description: 'The rows.', required: true, advanced: false },
    {
      name: 'density',
      type: "'compact' | 'standard'",
      default: "'standard'",
      description: 'See [density](/x/react-data-grid/accessibility/#density).\nSecond line.',
      required: false,
      advanced: false,
      deprecated: '',
    },
  ],
  slots: [{ name: 'toolbar', defaultComponent: 'GridToolbar', description: 'The toolbar.' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'The root element.' }],
  themeName: 'MuiDataGrid',
};

describe('apiMarkdown', () => {
  it('writes a component: imports, props, slots and classes as tables', () => {
    const markdown = apiMarkdown({
      doc: component,
      title: 'DataGrid API',
      description: 'API reference docs.',
      absolute,
      demos: [{ title: 'Sorting', url: 'https://mui.com/x/react-data-grid/sorting/' }],
    });
    expect(markdown).toContain('# DataGrid API\n\nAPI reference docs.');
    expect(markdown).toContain("```tsx\nimport { DataGrid } from '@mui/x-data-grid';\n```");
    expect(markdown).toContain('- [Sorting](https://mui.com/x/react-data-grid/sorting/)');
    expect(markdown).toContain('## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |');
    expect(markdown).toContain('| `rows` | `readonly R[]` |  | Required. The rows. |');
    expect(markdown).toContain(
      "| `density` | `'compact' \\| 'standard'` | `'standard'` | Deprecated. See [density](https://mui.com/x/react-data-grid/accessibility/#density). Second line. |",
    );
    expect(markdown).toContain('## Slots\n\n| Name | Default | Description |');
    expect(markdown).toContain('| `toolbar` | `GridToolbar` | The toolbar. |');
    expect(markdown).toContain('| `.MuiDataGrid-root` | `root` | The root element. |');
    expect(markdown).toContain('`MuiDataGrid`');
  });

  it('writes an interface as properties and methods', () => {
    const doc: ApiInterfaceDoc = {
      ...component,
      kind: 'interface',
      name: 'GridApi',
      importName: 'GridApi',
      members: [
        {
          kind: 'property',
          name: 'state',
          type: 'GridState',
          description: 'The state.',
          required: true,
          advanced: false,
        },
        {
          kind: 'method',
          name: 'getRow',
          type: '(id: GridRowId) => R',
          description: 'A row.',
          required: true,
          advanced: false,
        },
      ],
    };
    const markdown = apiMarkdown({ doc, title: 'GridApi API', description: '', absolute });
    expect(markdown).toContain("import type { GridApi } from '@mui/x-data-grid';");
    expect(markdown).toMatch(/## Properties\n\n[^#]*`state`/);
    expect(markdown).toMatch(/## Methods\n\n[^#]*`getRow`/);
    expect(markdown).not.toContain('## Slots');
  });
});
