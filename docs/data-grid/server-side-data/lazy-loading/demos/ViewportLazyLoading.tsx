import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createPaymentServer } from './paymentServer';
import { paymentColumns } from './cardPayments';
import { RequestLog, useRequestLog } from './requestLog';

export default function ViewportLazyLoading() {
  const [server] = React.useState(() => createPaymentServer({ latencyMs: 800, countsRows: true }));
  const { entries, total, logRequest } = useRequestLog();

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const settle = logRequest(params);
        const response = await server.getRows(params); // { rows, rowCount: 1000 }
        settle('done');
        return response;
      },
    }),
    [server, logRequest],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPro
          columns={paymentColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} total={total} />
    </Stack>
  );
}
