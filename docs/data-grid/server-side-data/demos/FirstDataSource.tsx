import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { createShipmentServer } from './fakeServer';
import { shipmentColumns } from './shipments';
import { RequestLog, useRequestLog } from './requestLog';

export default function FirstDataSource() {
  const [server] = React.useState(() => createShipmentServer({ latencyMs: 600 }));
  const { entries, logRequest } = useRequestLog();

  // preview-start
  // Create the data source once: a new object makes the grid drop its cache and fetch again.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        logRequest(params);
        return server.getRows(params); // resolves to { rows, rowCount }
      },
    }),
    [server, logRequest],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 371 }}>
        {/* preview-start */}
        <DataGrid
          columns={shipmentColumns}
          dataSource={dataSource}
          pageSizeOptions={[5, 10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
