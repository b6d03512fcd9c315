import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
} from '@mui/x-charts/colorPalettes';
import { months, heating, hotWater, appliances, formatKwh } from './energy';

const palettes = {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
  custom: ['#00695c', '#f9a825', '#6a1b9a'],
};

type PaletteName = keyof typeof palettes;

export default function PaletteColors() {
  const [palette, setPalette] = React.useState<PaletteName>('blueberryTwilightPalette');

  return (
    <Stack spacing={2} sx={{ width: '100%', pt: 1 }}>
      <TextField
        select
        size="small"
        label="colors"
        value={palette}
        onChange={(event) => setPalette(event.target.value as PaletteName)}
        sx={{ maxWidth: 260 }}
      >
        {Object.keys(palettes).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        // preview-start
        colors={palettes[palette]}
        // preview-end
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Electricity (kWh)', width: 50 }]}
        series={[
          { label: 'Heating', data: heating, stack: 'use', valueFormatter: formatKwh },
          { label: 'Hot water', data: hotWater, stack: 'use', valueFormatter: formatKwh },
          { label: 'Appliances', data: appliances, stack: 'use', valueFormatter: formatKwh },
        ]}
      />
    </Stack>
  );
}
