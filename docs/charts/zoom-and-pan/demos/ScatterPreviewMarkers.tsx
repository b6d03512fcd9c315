import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Slider from '@mui/material/Slider';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { flats, squareMetres, euros } from './rents';

export default function ScatterPreviewMarkers() {
  const [markerSize, setMarkerSize] = React.useState(2);

  return (
    <Stack spacing={1}>
      <Box sx={{ width: 240, px: 1 }}>
        <Typography id="preview-marker-label" variant="body2">
          Preview marker size: {markerSize} px
        </Typography>
        <Slider
          aria-labelledby="preview-marker-label"
          value={markerSize}
          min={1}
          max={5}
          step={0.5}
          onChange={(_, value) => setMarkerSize(value)}
          size="small"
        />
      </Box>
      <ScatterChartPro
        height={340}
        initialZoom={[{ axisId: 'area', start: 20, end: 60 }]}
        xAxis={[
          {
            id: 'area',
            label: 'Floor area (m²)',
            valueFormatter: squareMetres,
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
        series={[
          {
            data: flats,
            label: 'Listed flats',
            markerSize: 4,
            // preview-start
            preview: { markerSize },
            // preview-end
            valueFormatter: (value) => (value ? `${squareMetres(value.x)}, ${euros(value.y)}` : ''),
          },
        ]}
      />
    </Stack>
  );
}
