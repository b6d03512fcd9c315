import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

const criteria = [
  { field: 'region', label: 'Region' },
  { field: 'industry', label: 'Industry' },
  { field: 'stage', label: 'Stage' },
];

export default function ControlledRowGrouping() {
  // preview-start
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['region']);
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={rowGroupingModel}
        // The toggle buttons add a field at the end of the model or take it out.
        onChange={(_event, value: string[]) => setRowGroupingModel(value)}
        aria-label="Group the deals by"
      >
        {criteria.map(({ field, label }) => (
          <ToggleButton key={field} value={field}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        rowGroupingModel = {JSON.stringify(rowGroupingModel)}
      </Box>
    </Stack>
  );
}
