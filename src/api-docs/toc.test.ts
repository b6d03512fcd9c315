import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { apiToc } from './toc';
import type { ApiComponentDoc } from './types';

const doc: ApiComponentDoc = {
  kind: 'component',
  name: 'DataGrid',
  importName: 'DataGrid',
  pathname: '/x/api/data-grid/data-grid',
  product: 'data-grid',
  plan: null,
  imports: [],
  description: '',
  props: [{ name: 'rows', type: 'GridRowsProp', description: '', required: false, advanced: false }],
  slots: [],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: '' }],
  themeName: 'MuiDataGrid',
};

describe('apiToc', () => {
  it('lists the sections, with the number of entries of each, in the page language', () => {
    expect(apiToc(doc, createTranslator('en', 'api', false))).toEqual([
      { id: 'import', text: 'Import', level: 2 },
      { id: 'demos', text: 'Demos', level: 2 },
      { id: 'props', text: 'Props (1)', level: 2 },
      { id: 'classes', text: 'CSS classes (1)', level: 2 },
      { id: 'theme', text: 'Theme default props', level: 2 },
      { id: 'inheritance', text: 'Inheritance', level: 2 },
    ]);
    expect(apiToc(doc, createTranslator('zh', 'api', false))[2]?.text).toMatch(/（1）$/);
  });
});
