import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createPaymentServer } from './paymentServer';
import { paymentColumns } from './cardPayments';
import { RequestLog, useRequestLog } from './requestLog';

export default function RequestThrottle() {
  const [server] = React.useState(() => createPaymentServer({ latencyMs: 800 }));
  const { entries, total, logRequest } = useRequestLog(3);
  const [throttleMs, setThrottleMs] = React.useState(500);

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
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="request-throttle-label">
          lazyLoadingRequestThrottleMs
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_, value: number | null) => value !== null && setThrottleMs(value)}
          aria-labelledby="request-throttle-label"
        >
          <ToggleButton value={0}>0</ToggleButton>
          <ToggleButton value={500}>500</ToggleButton>
          <ToggleButton value={2000}>2000</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro
          columns={paymentColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} total={total} />
    </Stack>
  );
}
