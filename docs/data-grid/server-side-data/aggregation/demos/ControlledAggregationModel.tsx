import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridDataSource } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, serverAggregationFunctions } from './columns';
import { aggregatedValueOf, childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ControlledAggregationModel() {
  const { entries, start } = useRequestLog();
  const [model, setModel] = React.useState<GridAggregationModel>({ amount: 'avg' });

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(`aggregationModel: ${JSON.stringify(params.aggregationModel)}`);
        const response = await fetchOrderRows(params, { fail: false });
        done(`aggregateRow: ${JSON.stringify(response.aggregateRow)}`);
        return response;
      },
      getGroupKey: groupKeyOf,
      getChildrenCount: childCountOf,
      getAggregatedValue: aggregatedValueOf,
    }),
    [start],
  );

  const setAmountFunction = (name: string | null) => {
    setModel((previous) => {
      const next = { ...previous };
      delete next.amount;
      return name === 'none' || name === null ? next : { ...next, amount: name };
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={model.amount ?? 'none'}
        onChange={(_event, value: string | null) => setAmountFunction(value)}
        aria-label="Aggregate the amounts with"
      >
        {['none', 'sum', 'avg', 'min', 'max'].map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 330 }}>
        {/* preview-start */}
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          sx={footerCellSx}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" component="p">
        <code>aggregationModel</code>: {JSON.stringify(model)}
      </Typography>
      <RequestLog entries={entries} height={110} />
    </Stack>
  );
}
