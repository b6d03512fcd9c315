import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'region', 'budget', 'spent');
const functionNames = ['none', 'sum', 'avg', 'min', 'max', 'size'];

export default function ControlledAggregationModel() {
  // preview-start
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    budget: 'sum',
    spent: 'avg',
  });
  // preview-end

  const setSpentFunction = (name: string) => {
    setAggregationModel((previous) => {
      const others = Object.fromEntries(Object.entries(previous).filter(([field]) => field !== 'spent'));
      return name === 'none' ? others : { ...others, spent: name };
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="spent-function-label">
          Spent
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={aggregationModel.spent ?? 'none'}
          onChange={(event, value: string | null) => {
            if (value !== null) {
              setSpentFunction(value);
            }
          }}
          aria-labelledby="spent-function-label"
        >
          {functionNames.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={campaigns}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        aggregationModel = {JSON.stringify(aggregationModel)}
      </Box>
    </Stack>
  );
}
