import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, serverAggregationFunctions } from './columns';
import { aggregatedValueOf, childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ServerAggregation() {
  const { entries, start } = useRequestLog();

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(`aggregationModel: ${JSON.stringify(params.aggregationModel)}`);
        const response = await fetchOrderRows(params, { fail: false });
        done(`${response.rows.length} rows, aggregateRow: ${JSON.stringify(response.aggregateRow)}`);
        return response;
      },
      getGroupKey: groupKeyOf,
      getChildrenCount: childCountOf,
      getAggregatedValue: aggregatedValueOf,
    }),
    [start],
  );
  // preview-end

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          sx={footerCellSx}
          initialState={{ aggregation: { model: { quantity: 'sum', amount: 'sum', customer: 'distinct' } } }}
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
