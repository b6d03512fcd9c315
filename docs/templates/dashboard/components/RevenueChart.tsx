import { LineChart } from '@mui/x-charts/LineChart';
import type { DailyPoint } from '../metrics';
import { formatCompactDollars, formatDollars } from '../format';

export interface RevenueChartProps {
  days: DailyPoint[];
  /** The previous period's days (same length or shorter), or `null` without one. */
  previousDays: DailyPoint[] | null;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Daily revenue of the range, with the previous period laid over it day by day. */
export default function RevenueChart({ days, previousDays }: RevenueChartProps) {
  const dates = days.map((day) => new Date(`${day.date}T00:00:00Z`));
  const showMarks = days.length <= 14;
  const series = [
    {
      id: 'current',
      label: 'This period',
      data: days.map((day) => day.revenue),
      color: 'var(--template-palette-primary-main)',
      area: true,
      showMark: showMarks,
      curve: 'monotoneX' as const,
      valueFormatter: (value: number | null) => (value === null ? '' : formatDollars(value)),
    },
  ];
  if (previousDays) {
    series.push({
      id: 'previous',
      label: 'Previous period',
      data: previousDays.map((day) => day.revenue),
      color: 'var(--template-palette-text-secondary)',
      area: false,
      showMark: showMarks,
      curve: 'monotoneX' as const,
      valueFormatter: (value: number | null) => (value === null ? '' : formatDollars(value)),
    });
  }
  return (
    <LineChart
      height={300}
      series={series}
      xAxis={[
        {
          scaleType: 'time',
          data: dates,
          domainLimit: 'strict',
          valueFormatter: (date: Date) => dayLabel.format(date),
          tickNumber: 6,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => formatCompactDollars(value), width: 56 }]}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 28, top: 8, bottom: 0 }}
      sx={{
        '& .MuiAreaElement-series-current': { fillOpacity: 0.12 },
        '& .MuiLineElement-series-previous': { strokeDasharray: '6 4' },
      }}
    />
  );
}
