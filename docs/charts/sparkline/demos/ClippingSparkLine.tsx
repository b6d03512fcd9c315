import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineElementClasses } from '@mui/x-charts/LineChart';
import { electricity } from './sales';

export default function ClippingSparkLine() {
  const [disableClipping, setDisableClipping] = React.useState(false);
  const [offset, setOffset] = React.useState(1);
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={disableClipping} onChange={(event) => setDisableClipping(event.target.checked)} />}
          label="disableClipping"
        />
        <Box sx={{ flex: 1, px: 1 }}>
          <Typography id="clip-offset-label" variant="body2">
            clipAreaOffset: {offset}px
          </Typography>
          <Slider
            aria-labelledby="clip-offset-label"
            value={offset}
            onChange={(_event, value) => setOffset(value)}
            min={0}
            max={6}
            step={1}
            marks
            size="small"
            disabled={disableClipping}
          />
        </Box>
      </Stack>
      <SparkLineChart
        data={electricity}
        height={80}
        curve="natural"
        yAxis={{ domainLimit: 'strict' }}
        disableClipping={disableClipping}
        clipAreaOffset={{ top: offset, bottom: offset, left: offset, right: offset }}
        // A thick line, so the clipping at the top and bottom edges is easy to see.
        sx={{ [`& .${lineElementClasses.root}`]: { strokeWidth: 6 } }}
        margin={2}
      />
    </Stack>
  );
}
