import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createPaymentServer } from './paymentServer';
import { paymentColumns, TOTAL_PAYMENTS } from './cardPayments';
import { RequestLog, useRequestLog } from './requestLog';

export default function TotalFromElsewhere() {
  // The server answers with rows only, never a rowCount...
  const [server] = React.useState(() => createPaymentServer({ latencyMs: 800, countsRows: false }));
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
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro
          columns={paymentColumns}
          dataSource={dataSource}
          lazyLoading
          rowCount={TOTAL_PAYMENTS} // ...but the page knows the total from elsewhere
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} total={total} />
    </Stack>
  );
}
