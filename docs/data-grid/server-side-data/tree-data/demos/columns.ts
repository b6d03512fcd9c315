import type { GridColDef, GridGroupingColDefOverride } from '@mui/x-data-grid-pro';
import type { DriveRow } from './fakeServer';

// The columns every demo of this page shows. The name is in the grouping column.
export const driveColumns: GridColDef<DriveRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 80 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'modified', headerName: 'Modified', width: 110 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toLocaleString('en-US')} KB`,
  },
];

export const nameColumn: GridGroupingColDefOverride<DriveRow> = { headerName: 'Name', width: 230 };
