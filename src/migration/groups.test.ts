import { describe, expect, it } from 'vitest';
import type { ApiChange } from '../api-changes/types';
import { groupChanges, rowId } from './groups';

const change = (
  owner: string,
  name: string,
  type: ApiChange['change'],
  kind: ApiChange['kind'] = 'prop',
): ApiChange => ({
  owner,
  kind,
  change: type,
  name,
});

describe('groupChanges', () => {
  it('puts package exports first, then components by name, breaking changes before additions', () => {
    const groups = groupChanges([
      change('DataGrid', 'listView', 'added'),
      change('DataGrid', 'rowPositionsDebounceMs', 'removed'),
      change('', 'GridOverlays', 'removed', 'export'),
      change('ColumnsPanelTrigger', 'render', 'added'),
    ]);
    expect(groups.map((group) => group.owner)).toEqual(['', 'ColumnsPanelTrigger', 'DataGrid']);
    expect(groups[2]!.changes.map((entry) => entry.name)).toEqual(['rowPositionsDebounceMs', 'listView']);
  });
});

describe('rowId', () => {
  it('tells apart two changes of one name', () => {
    expect(rowId(change('DataGrid', 'density', 'retyped'))).not.toBe(rowId(change('DataGrid', 'density', 'default')));
    expect(rowId(change('', 'LicenseInfo', 'removed', 'export'))).toBe('change-exports-export-removed-LicenseInfo');
  });
});
