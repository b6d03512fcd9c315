import { describe, expect, it } from 'vitest';
import { processTerm, queryWords, tokenizeForIndex, tokenizeQuery } from './tokenize';

describe('tokenize', () => {
  it('indexes identifiers whole and by their camelCase parts', () => {
    expect(tokenizeForIndex('use checkboxSelection')).toEqual(['use', 'checkboxSelection', 'checkbox', 'Selection']);
    expect(tokenizeForIndex('DataGridPro')).toEqual(['DataGridPro', 'Data', 'Grid', 'Pro']);
    expect(tokenizeForIndex('MuiDataGrid-root')).toEqual(['MuiDataGrid', 'Mui', 'Data', 'Grid', 'root']);
  });

  it('keeps query words as typed', () => {
    expect(tokenizeQuery('checkboxSelection, sort')).toEqual(['checkboxSelection', 'sort']);
  });

  it('turns Chinese runs into overlapping pairs, beside Latin words', () => {
    expect(tokenizeForIndex('数据表格 Data')).toEqual(['数据', '据表', '表格', 'Data']);
    expect(tokenizeQuery('排序')).toEqual(['排序']);
    expect(tokenizeQuery('表')).toEqual(['表']);
  });

  it('lower-cases terms and drops stop words', () => {
    expect(processTerm('Selection')).toBe('selection');
    expect(processTerm('the')).toBeNull();
    expect(queryWords('The checkbox SEL')).toEqual(['checkbox', 'sel']);
  });
});
