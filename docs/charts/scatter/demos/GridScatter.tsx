import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { readings } from './weather';

export default function GridScatter() {
  const [vertical, setVertical] = React.useState(true);
  const [horizontal, setHorizontal] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical"
        />
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="horizontal"
        />
      </FormGroup>
      <ScatterChart
        height={300}
        grid={{ vertical, horizontal }}
        dataset={readings}
        xAxis={[{ label: 'Hours of sunshine', min: 2, max: 15 }]}
        yAxis={[{ label: 'Daily high (°C)', width: 60 }]}
        series={[
          {
            label: 'June days',
            datasetKeys: { x: 'sunshine', y: 'high', id: 'day' },
            valueFormatter: (point) => point && `${point.x} h of sun, ${point.y} °C`,
          },
        ]}
      />
    </Box>
  );
}
