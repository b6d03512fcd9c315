'use client';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 120 },
];

const rows = [
  { id: 1, name: 'Data Grid', stars: 5 },
  { id: 2, name: 'Date and Time Pickers', stars: 4 },
  { id: 3, name: 'Charts', stars: 4 },
  { id: 4, name: 'Tree View', stars: 3 },
];

/** Edit this component to try something out at /playground/ (not linked from the docs). */
export function Playground() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
