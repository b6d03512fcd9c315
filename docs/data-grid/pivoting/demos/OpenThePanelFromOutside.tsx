import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridSidebarValue, useGridApiRef } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, teaByChannel } from './orders';

export default function OpenThePanelFromOutside() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const addToLog = (line: string) => setLog((previous) => [line, ...previous].slice(0, 3));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {/* preview-start */}
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.showSidebar(GridSidebarValue.Pivot)}>
          Open the pivot panel
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.hideSidebar()}>
          Close it
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          sx={footerCellSx}
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          initialState={{ pivoting: { model: teaByChannel } }}
          // preview-start
          onSidebarOpen={(params) => addToLog(`sidebarOpen: ${params.value}`)}
          onSidebarClose={(params) => addToLog(`sidebarClose: ${params.value}`)}
          // preview-end
        />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, minHeight: 60 }}>
        {log.length === 0 ? 'No sidebar event yet' : log.join('\n')}
      </Box>
    </Stack>
  );
}
