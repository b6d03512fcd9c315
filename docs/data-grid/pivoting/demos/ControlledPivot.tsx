import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, teaByChannel } from './orders';

const splits = [
  { value: 'none', label: 'None' },
  { value: 'channel', label: 'Channel' },
  { value: 'shop', label: 'Shop' },
  { value: 'date-quarter', label: 'Quarter' },
];

export default function ControlledPivot() {
  // preview-start
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(teaByChannel);
  // preview-end

  const split = pivotModel.columns[0]?.field ?? 'none';
  const setSplit = (field: string) => {
    setPivotModel((previous) => ({
      ...previous,
      columns: field === 'none' ? [] : [{ field }],
    }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot"
        />
        <Typography variant="body2" id="controlled-pivot-split-label">
          Columns
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={split}
          onChange={(event, value: string | null) => {
            if (value !== null) {
              setSplit(value);
            }
          }}
          aria-labelledby="controlled-pivot-split-label"
        >
          {splits.map((item) => (
            <ToggleButton key={item.value} value={item.value}>
              {item.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={orders}
          columns={orderColumns}
          showToolbar
          // preview-start
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          // preview-end
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        pivotActive = {String(pivotActive)}
        {'\n'}pivotModel = {JSON.stringify(pivotModel)}
      </Box>
    </Stack>
  );
}
