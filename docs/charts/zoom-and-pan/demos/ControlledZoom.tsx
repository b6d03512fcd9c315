import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { days, temperatures, formatDay, celsius } from './temperatures';

const presets: { label: string; start: number; end: number }[] = [
  { label: 'Whole year', start: 0, end: 100 },
  { label: 'Summer', start: 47, end: 72 },
  { label: 'Last quarter', start: 75, end: 100 },
];

export default function ControlledZoom() {
  // preview-start
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: 47, end: 72 }]);
  // preview-end
  const { start, end } = zoomData[0] ?? { start: 0, end: 100 };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'days', start: preset.start, end: preset.end }])}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        zoomData: start {start.toFixed(1)}%, end {end.toFixed(1)}%
      </Typography>
      <LineChartPro
        height={300}
        // preview-start
        zoomData={zoomData}
        onZoomChange={setZoomData}
        // preview-end
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            zoom: true,
          },
        ]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
      />
    </Stack>
  );
}
