import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily figures of a small online shop over the last 12 days.
const kpis = [
  { label: 'Visitors', unit: '', data: [1840, 1910, 2050, 1990, 2210, 2380, 2300, 2450, 2610, 2540, 2720, 2890] },
  { label: 'Conversion', unit: '%', data: [3.1, 3.0, 2.9, 3.2, 2.8, 2.7, 2.6, 2.8, 2.5, 2.4, 2.6, 2.3] },
  { label: 'Avg. basket', unit: ' €', data: [42, 44, 43, 41, 45, 44, 46, 45, 47, 46, 45, 47] },
];

export default function KpiCardsSparkLine() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
        width: '100%',
      }}
    >
      {kpis.map((kpi) => {
        const last = kpi.data[kpi.data.length - 1] ?? 0;
        const first = kpi.data[0] ?? last;
        const change = ((last - first) / first) * 100;
        const rising = change >= 0;
        return (
          <Paper key={kpi.label} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {kpi.label}
            </Typography>
            <Typography variant="h5" component="p" dir="ltr">
              {last.toLocaleString('en-US')}
              {kpi.unit}
            </Typography>
            <Typography
              variant="body2"
              dir="ltr"
              sx={{ color: rising ? 'success.main' : 'error.main', fontWeight: 600 }}
            >
              {rising ? '▲' : '▼'} {Math.abs(change).toFixed(1)}% in 12 days
            </Typography>
            <SparkLineChart
              data={kpi.data}
              height={50}
              area
              curve="monotoneX"
              // A colour per mode keeps the line readable on light and dark cards.
              color={(mode) => {
                if (rising) {
                  return mode === 'dark' ? '#66bb6a' : '#2e7d32';
                }
                return mode === 'dark' ? '#f48fb1' : '#c62828';
              }}
              showHighlight
              showTooltip
              valueFormatter={(value) => (value === null ? '' : `${value}${kpi.unit}`)}
            />
          </Paper>
        );
      })}
    </Box>
  );
}
