import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { months, online, thousandEuros } from './sales';

export default function CopyStylesSwitch() {
  const apiRef = useChartProApiRef<'line'>();
  const [copyStyles, setCopyStyles] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={copyStyles} onChange={(event) => setCopyStyles(event.target.checked)} />}
          label="copyStyles"
        />
        <Button
          variant="outlined"
          // preview-start
          onClick={() => apiRef.current?.exportAsImage({ copyStyles })}
          // preview-end
        >
          Download PNG
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Online revenue (€ thousands)', width: 60 }]}
        series={[{ data: online, label: 'Online', area: true, valueFormatter: thousandEuros }]}
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.3 } }}
      />
    </Stack>
  );
}
