import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

// Charge of a laptop battery, and of a phone, in percent.
export default function BasicGauge() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Gauge width={140} height={140} value={72} title="Laptop battery" />
      <Gauge width={140} height={140} value={18} title="Phone battery" />
    </Stack>
  );
}
