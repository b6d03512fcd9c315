import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { plantColumns, plants, type Plant } from './plants';

// preview-start
// Per column: a class computed from the cell's value.
const columns: GridColDef<Plant>[] = plantColumns.map((column) =>
  column.field === 'stock'
    ? {
        ...column,
        cellClassName: ({ value }: GridCellParams<Plant, number>) =>
          value === 0 ? 'stock--out' : (value ?? 0) < 5 ? 'stock--low' : '',
      }
    : column,
);

// For the whole grid: a class from anything about the cell, here the row's pet safety.
const getCellClassName = ({ field, row }: GridCellParams<Plant>) =>
  field === 'name' && !row.petSafe ? 'name--toxic' : '';
// preview-end

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .stock--out': { color: 'error.main', fontWeight: 'fontWeightBold' },
        '& .stock--low': (theme) => ({
          color: theme.palette.warning.dark,
          fontWeight: theme.typography.fontWeightMedium,
          ...theme.applyStyles('dark', { color: theme.palette.warning.light }),
        }),
        '& .name--toxic::after': { content: '" (not pet safe)"', color: 'text.secondary' },
      }}
    >
      <DataGrid rows={plants} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
