import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createPaymentServer } from './paymentServer';
import { paymentColumns } from './cardPayments';
import { RequestLog, useRequestLog } from './requestLog';

export default function LazyLoadingSortAndSearch() {
  const [server] = React.useState(() => createPaymentServer({ latencyMs: 800 }));
  const { entries, total, logRequest } = useRequestLog(3);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const settle = logRequest(params);
        const response = await server.getRows(params);
        settle('done');
        return response;
      },
    }),
    [server, logRequest],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          columns={paymentColumns}
          dataSource={dataSource}
          lazyLoading
          showToolbar
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} total={total} />
    </Stack>
  );
}
