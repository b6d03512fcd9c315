import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

export default function AreasAndMarks() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
      </Stack>
      <RadarChart
        height={300}
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
          fillArea,
          hideMark,
        }))}
      />
    </Box>
  );
}
