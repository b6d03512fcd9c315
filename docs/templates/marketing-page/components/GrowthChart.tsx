import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { brand } from '../../shared-theme/themePrimitives';
import { growth } from '../data';
import SectionHeading from './SectionHeading';

const months = growth.map((point) => point.month);
const checks = growth.map((point) => point.checks);
const alerts = growth.map((point) => point.alerts);

/** The MUI X showcase: twelve months of checks run (a `LineChart`) and alerts sent (a `SparkLineChart`). */
export default function GrowthChart() {
  const first = checks[0];
  const last = checks[checks.length - 1];
  return (
    <Box
      component="section"
      id="growth"
      aria-labelledby="growth-title"
      sx={{
        scrollMarginTop: 64,
        py: { xs: 8, md: 10 },
        bgcolor: 'background.paper',
        borderBlock: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="growth-title"
          eyebrow="Growth"
          title="A year of quiet nights"
          description="Customers ran three times as many checks this year, while the alerts that reached a person grew far more slowly."
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h3">
                  Checks run per month
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  In millions, April 2025 to March 2026: from {first} to {last} million.
                </Typography>
                <Box sx={{ height: 300, mx: -1 }}>
                  <LineChart
                    xAxis={[{ scaleType: 'point', data: months }]}
                    yAxis={[{ width: 52, valueFormatter: (value: number) => `${value}M` }]}
                    series={[
                      {
                        data: checks,
                        label: 'Checks (millions)',
                        area: true,
                        showMark: false,
                        color: brand[500],
                        valueFormatter: (value) => `${value} million`,
                      },
                    ]}
                    grid={{ horizontal: true }}
                    hideLegend
                    margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
                    sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.15 } }}
                  />
                </Box>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3} sx={{ height: '100%' }}>
              <Card sx={{ flex: 1 }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    Alerts sent to a person
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Thousands per month
                  </Typography>
                  <Typography variant="h3" component="p" sx={{ mt: 2 }}>
                    {alerts.at(-1)?.toFixed(1)}k
                  </Typography>
                  <Box sx={{ height: 64 }}>
                    <SparkLineChart
                      data={alerts}
                      area
                      color={brand[400]}
                      showTooltip
                      showHighlight
                      xAxis={{ scaleType: 'point', data: months }}
                      valueFormatter={(value) => `${value}k alerts`}
                      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.2 } }}
                    />
                  </Box>
                </CardContent>
              </Card>
              <Card sx={{ flex: 1 }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    Noise filtered out
                  </Typography>
                  <Typography variant="h3" component="p" sx={{ mt: 2 }}>
                    71%
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    of failures were not confirmed by a second region and paged nobody.
                  </Typography>
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
