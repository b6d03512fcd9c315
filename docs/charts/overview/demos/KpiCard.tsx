import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly sign-ups over the last 12 weeks.
const signUps = [420, 460, 455, 510, 540, 530, 590, 620, 610, 680, 720, 760];

export default function KpiCard() {
  const latest = signUps[signUps.length - 1] ?? 0;
  const previous = signUps[signUps.length - 2] ?? latest;
  const change = ((latest - previous) / previous) * 100;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 320, mx: 'auto', borderRadius: 3 }}>
      <Typography variant="overline" color="text.secondary">
        Weekly sign-ups
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {latest}
        </Typography>
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
          +{change.toFixed(1)}%
        </Typography>
      </Box>
      <SparkLineChart data={signUps} height={64} area curve="natural" showHighlight showTooltip />
    </Paper>
  );
}
