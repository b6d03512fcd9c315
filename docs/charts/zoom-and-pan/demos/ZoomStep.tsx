import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, formatDay, celsius } from './temperatures';

export default function ZoomStep() {
  const [step, setStep] = React.useState(5);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="zoom-step-label" variant="body2">
          step
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="zoom-step-label"
          size="small"
          exclusive
          value={step}
          onChange={(_, value: number | null) => value !== null && setStep(value)}
        >
          <ToggleButton value={1}>1</ToggleButton>
          <ToggleButton value={5}>5 (default)</ToggleButton>
          <ToggleButton value={20}>20</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            // preview-start
            zoom: { step },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
      />
    </Stack>
  );
}
