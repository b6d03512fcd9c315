import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { teaOrders, teaColumns } from './teaOrders';

export default function ExportStateViewer() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [exported, setExported] = React.useState('Press "Export the state".');

  // preview-start
  const exportNow = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: onlyDirty });
    setExported(JSON.stringify(state, null, 2));
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={exportNow}>
          Export the state
        </Button>
        <FormControlLabel
          control={<Switch checked={onlyDirty} onChange={(event) => setOnlyDirty(event.target.checked)} />}
          label="exportOnlyDirtyModels"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={teaOrders}
          columns={teaColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        tabIndex={0}
        aria-label="Exported state"
        sx={{
          mt: 1,
          p: 1,
          height: 200,
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {exported}
      </Typography>
    </Box>
  );
}
