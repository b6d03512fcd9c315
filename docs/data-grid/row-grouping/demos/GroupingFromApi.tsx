import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

const labels: Record<string, string> = { region: 'Region', industry: 'Industry', plan: 'Plan' };

export default function GroupingFromApi() {
  const apiRef = useGridApiRef();
  // The grid owns the model; this copy only drives the buttons.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);
  const last = model[model.length - 1];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {/* preview-start */}
        {Object.keys(labels).map((field) =>
          model.includes(field) ? (
            <Button
              key={field}
              size="small"
              variant="contained"
              onClick={() => apiRef.current?.removeRowGroupingCriteria(field)}
            >
              Ungroup {labels[field]}
            </Button>
          ) : (
            <Button
              key={field}
              size="small"
              variant="outlined"
              onClick={() => apiRef.current?.addRowGroupingCriteria(field)}
            >
              Group by {labels[field]}
            </Button>
          ),
        )}
        <Button
          size="small"
          disabled={model.length < 2 || !last}
          onClick={() => last && apiRef.current?.setRowGroupingCriteriaIndex(last, 0)}
        >
          Move last level to the top
        </Button>
        <Button size="small" disabled={model.length === 0} onClick={() => apiRef.current?.setRowGroupingModel([])}>
          Clear
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['region'] } }}
          onRowGroupingModelChange={setModel}
        />
      </Box>
      <Typography variant="body2">
        Model: <code>{JSON.stringify(model)}</code>
      </Typography>
    </Stack>
  );
}
