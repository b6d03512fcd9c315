import { describe, expect, it } from 'vitest';
import { matchesChange } from './filter';

describe('matchesChange', () => {
  it('matches the name or a component, word by word', () => {
    expect(matchesChange('rowSpanning', ['DataGrid'], 'row span')).toBe(true);
    expect(matchesChange('rowSpanning', ['DataGrid'], 'DataGrid rowSpanning')).toBe(true);
    expect(matchesChange('rowSpanning', ['DataGrid', 'DataGridPro'], 'DataGridPro')).toBe(true);
    expect(matchesChange('rowSpanning', ['DataGrid'], '')).toBe(true);
  });

  it('does not match across the end of the component and the start of the name', () => {
    // "DataGrid" + "prompt" must not read as "DataGridPro…".
    expect(matchesChange('prompt', ['DataGrid'], 'DataGridPro')).toBe(false);
  });
});
