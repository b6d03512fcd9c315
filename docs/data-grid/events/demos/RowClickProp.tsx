import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { bikes, bikeColumns, type Bike } from './bikes';

export default function RowClickProp() {
  const [text, setText] = React.useState('Click a row.');

  // preview-start
  const handleRowClick: GridEventListener<'rowClick'> = (params, event, details) => {
    setText(
      [
        `params.id: ${params.id}`,
        `params.row.name: ${(params.row as Bike).name}`,
        `event.type: ${event.type}, event.altKey: ${event.altKey}`,
        `details: ${JSON.stringify(Object.keys(details))}`,
      ].join('\n'),
    );
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={bikes} columns={bikeColumns} hideFooter onRowClick={handleRowClick} />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', minHeight: 80, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
