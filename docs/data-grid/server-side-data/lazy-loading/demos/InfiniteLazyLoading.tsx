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

export default function InfiniteLazyLoading() {
  // This server never says how many rows there are.
  const [server] = React.useState(() => createPaymentServer({ latencyMs: 800, countsRows: false }));
  const { entries, total, logRequest } = useRequestLog(3);
  const [threshold, setThreshold] = React.useState(80);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const settle = logRequest(params);
        const response = await server.getRows(params); // { rows }, no rowCount
        settle('done');
        return response;
      },
    }),
    [server, logRequest],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="scroll-end-threshold-label">
          scrollEndThreshold
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={threshold}
          onChange={(_, value: number | null) => value !== null && setThreshold(value)}
          aria-labelledby="scroll-end-threshold-label"
        >
          <ToggleButton value={0}>0 px</ToggleButton>
          <ToggleButton value={80}>80 px</ToggleButton>
          <ToggleButton value={400}>400 px</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro
          columns={paymentColumns}
          dataSource={dataSource}
          lazyLoading
          scrollEndThreshold={threshold}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} total={total} />
    </Stack>
  );
}
