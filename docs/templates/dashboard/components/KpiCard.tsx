import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpwardRounded';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

export interface KpiCardProps {
  title: string;
  /** The formatted value for the range. */
  value: string;
  /** The change against the previous period (its sign decides the arrow), or `null` without one. */
  change: number | null;
  /** The change as text: `+12.3%`. */
  changeLabel: string;
  /** Whether a rise is good news (it is not for the refund rate). */
  higherIsBetter?: boolean;
  /** Daily values for the sparkline, oldest first. */
  series: number[];
  /** The days of `series`. */
  dates: Date[];
  formatPoint: (value: number) => string;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One key figure: its value, how it moved since the previous period, and its daily trend. */
export default function KpiCard({
  title,
  value,
  change,
  changeLabel,
  higherIsBetter = true,
  series,
  dates,
  formatPoint,
}: KpiCardProps) {
  const flat = change === null || Math.abs(change) < 0.0005;
  const good = !flat && change > 0 === higherIsBetter;
  const tone = flat ? 'text.secondary' : good ? 'success' : 'error';
  const Arrow = change !== null && change < 0 ? ArrowDownwardIcon : ArrowUpwardIcon;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="p">
            {value}
          </Typography>
          {change === null ? (
            <Typography variant="body2" color="text.secondary">
              No earlier period
            </Typography>
          ) : (
            <Typography
              variant="body2"
              sx={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                fontWeight: 600,
                color: tone === 'text.secondary' ? theme.vars.palette.text.secondary : theme.vars.palette[tone].dark,
                ...theme.applyStyles('dark', {
                  color: tone === 'text.secondary' ? theme.vars.palette.text.secondary : theme.vars.palette[tone].light,
                }),
              })}
            >
              {!flat && <Arrow sx={{ fontSize: 16 }} aria-hidden />}
              <span dir="ltr">{changeLabel}</span>
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 0.5 }}>
                vs previous
              </Box>
            </Typography>
          )}
        </Stack>
        <Box aria-hidden sx={{ mt: 'auto', height: 56 }}>
          <SparkLineChart
            data={series}
            xAxis={{
              scaleType: 'time',
              data: dates,
              domainLimit: 'strict',
              valueFormatter: (date: Date) => dayLabel.format(date),
            }}
            height={56}
            area
            curve="natural"
            showTooltip
            showHighlight
            valueFormatter={(point) => (point === null ? '' : formatPoint(point))}
            color="var(--template-palette-primary-main)"
            sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.14 } }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
