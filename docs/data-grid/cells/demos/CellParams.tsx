import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams } from '@mui/x-data-grid';
import { plantColumns, plants, type Plant } from './plants';

interface Shown {
  id: GridCellParams['id'];
  field: string;
  value: unknown;
  formattedValue: unknown;
  cellMode: GridCellParams['cellMode'];
  isEditable: boolean | undefined;
}

export default function CellParams() {
  const [shown, setShown] = React.useState<Shown | null>(null);

  // preview-start
  // Every cell callback receives the same description of the cell: its GridCellParams.
  const handleCellClick = ({ id, field, value, formattedValue, cellMode, isEditable }: GridCellParams<Plant>) =>
    setShown({ id, field, value, formattedValue, cellMode, isEditable });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={plants} columns={plantColumns} onCellClick={handleCellClick} hideFooter />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        aria-live="polite"
        sx={{ mt: 1, mb: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {shown ? JSON.stringify(shown, null, 2) : 'Click a cell to see its parameters.'}
      </Typography>
    </Box>
  );
}
