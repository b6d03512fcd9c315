import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, heating, formatKwh } from './energy';

export default function LoadingOverlay() {
  const [request, setRequest] = React.useState(0);
  const [loadedRequest, setLoadedRequest] = React.useState(-1);
  const loading = loadedRequest !== request;

  React.useEffect(() => {
    // Simulate a request that answers after a second and a half.
    const timer = setTimeout(() => setLoadedRequest(request), 1500);
    return () => clearTimeout(timer);
  }, [request]);

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => setRequest((r) => r + 1)} disabled={loading}>
        Reload
      </Button>
      <BarChart
        height={300}
        // preview-start
        loading={loading}
        // preview-end
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Heating (kWh)', width: 50 }]}
        series={[{ label: 'Heating', data: loading ? [] : heating, valueFormatter: formatKwh }]}
        hideLegend
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}
