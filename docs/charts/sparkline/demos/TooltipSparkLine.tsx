import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { loaves } from './sales';

export default function TooltipSparkLine() {
  const [markValue, setMarkValue] = React.useState(true);
  const [openTooltip, setOpenTooltip] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={markValue} onChange={(event) => setMarkValue(event.target.checked)} />}
          label="showHighlight"
        />
        <FormControlLabel
          control={<Switch checked={openTooltip} onChange={(event) => setOpenTooltip(event.target.checked)} />}
          label="showTooltip"
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <SparkLineChart
          data={loaves}
          height={70}
          showHighlight={markValue}
          showTooltip={openTooltip}
          valueFormatter={(value) => (value === null ? '' : `${value} loaves`)}
        />
        <SparkLineChart
          plotType="bar"
          data={loaves}
          height={70}
          showHighlight={markValue}
          showTooltip={openTooltip}
          valueFormatter={(value) => (value === null ? '' : `${value} loaves`)}
        />
      </Stack>
    </Stack>
  );
}
