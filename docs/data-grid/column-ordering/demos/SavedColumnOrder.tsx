import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { flightColumns, flights } from './flights';

// A reader's saved layout, as it might come back from localStorage: destination first, airline before gate.
const SAVED_ORDER = ['destination', 'departs', 'flight', 'airline', 'gate', 'status'];
const DEFAULT_ORDER = flightColumns.map((column) => column.field);

export default function SavedColumnOrder() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(SAVED_ORDER);
  const [locked, setLocked] = React.useState(false);

  // preview-start
  const readOrder = () => setOrder(apiRef.current?.getAllColumns().map((column) => column.field) ?? []);

  const resetOrder = () => {
    DEFAULT_ORDER.forEach((field, index) => apiRef.current?.setColumnIndex(field, index));
    readOrder();
  };
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={resetOrder}>
          Reset column order
        </Button>
        <FormControlLabel
          control={<Switch checked={locked} onChange={(_event, checked) => setLocked(checked)} />}
          label="disableColumnReorder"
        />
      </Stack>
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
        orderedFields: {JSON.stringify(order)}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          rows={flights}
          columns={flightColumns}
          initialState={{ columns: { orderedFields: SAVED_ORDER } }}
          onColumnOrderChange={readOrder}
          disableColumnReorder={locked}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
