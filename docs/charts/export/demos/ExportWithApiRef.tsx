import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { months, shop, online, thousandEuros } from './sales';

export default function ExportWithApiRef() {
  // preview-start
  const apiRef = useChartProApiRef<'bar'>();
  // preview-end
  const [type, setType] = React.useState('image/png');
  const [quality, setQuality] = React.useState(0.9);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Format"
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="image/png">PNG</MenuItem>
          <MenuItem value="image/jpeg">JPEG</MenuItem>
          <MenuItem value="image/webp">WebP</MenuItem>
        </TextField>
        <Box sx={{ width: 200, px: 1 }}>
          <Typography id="export-quality-label" variant="body2">
            Quality: {quality} {type === 'image/png' ? '(ignored for PNG)' : ''}
          </Typography>
          <Slider
            aria-labelledby="export-quality-label"
            size="small"
            value={quality}
            min={0.1}
            max={1}
            step={0.1}
            onChange={(_, value) => setQuality(value)}
          />
        </Box>
        <Stack direction="row" spacing={1}>
          {/* preview-start */}
          <Button
            variant="contained"
            onClick={() => apiRef.current?.exportAsImage({ type, quality, fileName: 'bakery-revenue' })}
          >
            Download image
          </Button>
          <Button variant="outlined" onClick={() => apiRef.current?.exportAsPrint({ fileName: 'bakery-revenue' })}>
            Print
          </Button>
          {/* preview-end */}
        </Stack>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Revenue (€ thousands)', width: 60 }]}
        series={[
          { data: shop, label: 'Shop', stack: 'total', valueFormatter: thousandEuros },
          { data: online, label: 'Online', stack: 'total', valueFormatter: thousandEuros },
        ]}
      />
    </Stack>
  );
}
