import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { groupingColumn, orderColumns } from './columns';
import { childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

const choices = {
  none: [],
  channel: ['channel'],
  channelCategory: ['channel', 'category'],
  categoryCountry: ['category', 'country'],
} satisfies Record<string, GridRowGroupingModel>;

type Choice = keyof typeof choices;

export default function ControlledGroupingModel() {
  const { entries, start } = useRequestLog();
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['channel', 'category']);
  // Hides the columns of the model, and shows them again when they leave it.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(
          `groupFields: ${JSON.stringify(params.groupFields)}, groupKeys: ${JSON.stringify(params.groupKeys)}`,
        );
        const response = await fetchOrderRows(params, { fail: false });
        done(`${response.rows.length} rows`);
        return response;
      },
      getGroupKey: groupKeyOf,
      getChildrenCount: childCountOf,
    }),
    [start],
  );

  const current = (Object.keys(choices) as Choice[]).find((key) => choices[key].join() === model.join()) ?? null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={current}
        onChange={(_event, value: Choice | null) => {
          if (value !== null) {
            setModel(choices[value]);
          }
        }}
        aria-label="Group the orders by"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="none">No grouping</ToggleButton>
        <ToggleButton value="channel">Channel</ToggleButton>
        <ToggleButton value="channelCategory">Channel, category</ToggleButton>
        <ToggleButton value="categoryCountry">Category, country</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          initialState={initialState}
          columns={orderColumns}
          groupingColDef={groupingColumn}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" component="p">
        <code>rowGroupingModel</code>: {JSON.stringify(model)}
      </Typography>
      <RequestLog entries={entries} />
    </Stack>
  );
}
