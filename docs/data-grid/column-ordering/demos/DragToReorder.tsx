import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridEventListener } from '@mui/x-data-grid-pro';
import { flightColumns, flights } from './flights';

export default function DragToReorder() {
  const [message, setMessage] = React.useState('Drag a column header (except Flight) to a new place.');

  // preview-start
  const handleColumnOrderChange: GridEventListener<'columnOrderChange'> = ({ column, oldIndex, targetIndex }) =>
    setMessage(`Moved “${column.headerName}” from position ${oldIndex + 1} to ${targetIndex + 1}.`);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro rows={flights} columns={flightColumns} onColumnOrderChange={handleColumnOrderChange} hideFooter />
      </Box>
    </Box>
  );
}
