import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, formatEuros, type Campaign, footerCellSx } from './campaigns';

// preview-start
// Draws the amount with a bar showing its share of the largest budget (15,000 euros).
function SpendBar(params: GridRenderCellParams<Campaign, number>) {
  const { aggregation, formattedValue, value } = params;
  // A count ("size") is not an amount of money: show it as plain text.
  if (aggregation && !aggregation.hasCellUnit) {
    return formattedValue;
  }
  const share = Math.min(100, ((value ?? 0) / 15000) * 100);
  return (
    <Box sx={{ width: '100%', textAlign: 'right', lineHeight: 1.5 }}>
      <span>{formatEuros(value)}</span>
      <Box sx={{ height: 4, mt: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ width: `${share}%`, height: 4, bgcolor: 'primary.main', borderRadius: 1 }} />
      </Box>
    </Box>
  );
}
// preview-end

const columns: GridColDef<Campaign>[] = [
  ...campaignColumns('name', 'channel'),
  {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 170,
    renderCell: (params: GridRenderCellParams<Campaign, number>) => <SpendBar {...params} />,
  },
];

export default function UnitAwareCell() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    spent: 'max',
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="unit-function-label">
          Spent
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={aggregationModel.spent}
          onChange={(event, value: string | null) => {
            if (value !== null) {
              setAggregationModel({ spent: value });
            }
          }}
          aria-labelledby="unit-function-label"
        >
          {['max', 'avg', 'size'].map((name) => (
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
    </Stack>
  );
}
