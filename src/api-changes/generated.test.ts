import { describe, expect, it } from 'vitest';
import { readApiChanges } from './store';
import type { ApiChange } from './types';

/** The change of `owner` about `name` (owner '' for package exports and theme keys). */
function changeOf(changes: readonly ApiChange[], owner: string, name: string, kind?: ApiChange['kind']) {
  return changes.find(
    (change) =>
      (change.owner === owner || change.alsoIn?.includes(owner)) &&
      change.name === name &&
      (kind === undefined || change.kind === kind),
  );
}

describe('the generated v7 → v8 API changes', () => {
  it('lists props the v8 Data Grid removed, and the stabilised ones as renamed, with their v8 permalink', () => {
    const { changes, from, to } = readApiChanges('data-grid');
    expect(from['mui-x-data-grid-v7']).toMatch(/^7\./);
    expect(to['@mui/x-data-grid']).toMatch(/^8\./);
    expect(changeOf(changes, 'DataGrid', 'rowPositionsDebounceMs', 'prop')).toMatchObject({ change: 'removed' });
    expect(changeOf(changes, 'DataGrid', 'unstable_rowSpanning', 'prop')).toMatchObject({
      change: 'renamed',
      replacement: 'rowSpanning',
      href: '/x/api/data-grid/data-grid/#props-rowSpanning',
    });
    expect(changeOf(changes, 'DataGridPro', 'unstable_dataSource', 'prop')).toMatchObject({
      replacement: 'dataSource',
    });
  });

  it('lists a retyped prop with both types, and the same change of the three grids once', () => {
    const { changes } = readApiChanges('data-grid');
    const selection = changeOf(changes, 'DataGrid', 'rowSelectionModel', 'prop');
    expect(selection).toMatchObject({
      change: 'retyped',
      before: 'GridInputRowSelectionModel',
      after: 'GridRowSelectionModel',
    });
    expect(selection?.alsoIn).toEqual(expect.arrayContaining(['DataGridPro', 'DataGridPremium']));
    expect(changes.filter((change) => change.name === 'rowSelectionModel' && change.kind === 'prop')).toHaveLength(1);
  });

  it('lists exports removed from the packages (LicenseInfo left the grid and the pickers)', () => {
    expect(changeOf(readApiChanges('data-grid').changes, '', 'LicenseInfo', 'export')).toMatchObject({
      change: 'removed',
    });
    expect(changeOf(readApiChanges('date-pickers').changes, '', 'LicenseInfo', 'export')).toMatchObject({
      change: 'removed',
    });
  });

  it('names the replacement of a renamed export (TreeItem2 became TreeItem)', () => {
    expect(changeOf(readApiChanges('tree-view').changes, '', 'TreeItem2', 'export')).toMatchObject({
      change: 'renamed',
      replacement: 'TreeItem',
      href: '/x/api/tree-view/tree-item/',
    });
  });

  it('lists the pickers generic date type that v8 dropped from the props', () => {
    expect(changeOf(readApiChanges('date-pickers').changes, 'DatePicker', 'minDate', 'prop')).toMatchObject({
      change: 'retyped',
      before: 'TDate',
      after: 'PickerValidDate',
    });
  });
});
