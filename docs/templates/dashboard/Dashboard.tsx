import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import ChannelChart from './components/ChannelChart';
import ChartCard from './components/ChartCard';
import EmptyState from './components/EmptyState';
import Header from './components/Header';
import KpiCard from './components/KpiCard';
import OrdersGrid from './components/OrdersGrid';
import RevenueChart from './components/RevenueChart';
import RangePicker, { TODAY } from './components/RangePicker';
import SideNav from './components/SideNav';
import {
  FULL_RANGE,
  clampRange,
  daily,
  lengthInDays,
  ordersByChannel,
  ordersIn,
  previousRange,
  summarise,
  type DayRange,
  type MetricKey,
} from './metrics';
import { formatChange, formatCents, formatCount, formatDollars, formatPercent, formatPoints } from './format';

const DEFAULT_VALUE: DateRange<Dayjs> = [TODAY.subtract(29, 'day'), TODAY];

function toDayRange([start, end]: DateRange<Dayjs>): DayRange {
  return { start: start?.format('YYYY-MM-DD') ?? FULL_RANGE.start, end: end?.format('YYYY-MM-DD') ?? FULL_RANGE.end };
}

const longDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function describe(range: DayRange) {
  const days = lengthInDays(range);
  const sameYear = range.start.slice(0, 4) === range.end.slice(0, 4);
  const from = (sameYear ? shortDay : longDay).format(new Date(`${range.start}T00:00:00Z`));
  const to = longDay.format(new Date(`${range.end}T00:00:00Z`));
  return `${days === 1 ? to : `${from} – ${to}`} · ${days} ${days === 1 ? 'day' : 'days'}`;
}

const KPIS: {
  key: MetricKey;
  title: string;
  format: (value: number) => string;
  formatPoint: (value: number) => string;
  higherIsBetter: boolean;
}[] = [
  { key: 'revenue', title: 'Revenue', format: formatDollars, formatPoint: formatDollars, higherIsBetter: true },
  { key: 'orders', title: 'Orders', format: formatCount, formatPoint: formatCount, higherIsBetter: true },
  {
    key: 'averageOrderValue',
    title: 'Average order value',
    format: formatCents,
    formatPoint: formatCents,
    higherIsBetter: true,
  },
  { key: 'refundRate', title: 'Refund rate', format: formatPercent, formatPoint: formatPercent, higherIsBetter: false },
];

/**
 * The orders dashboard of an online shop. One date range, chosen in the header, drives every figure on the
 * page: the four key figures and their sparklines, the revenue and channel charts, and the order table.
 */
export default function Dashboard(props: Omit<AppThemeProps, 'children'>) {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  // What the picker shows (either end may be empty while the reader edits it)…
  const [pickerValue, setPickerValue] = React.useState<DateRange<Dayjs>>(DEFAULT_VALUE);
  // …and the last complete range, which the figures follow.
  const [range, setRange] = React.useState<DayRange>(() => toDayRange(DEFAULT_VALUE));

  const handleRangeChange = (value: DateRange<Dayjs>) => {
    setPickerValue(value);
    const [start, end] = value;
    if (start === null && end === null) {
      setRange(FULL_RANGE); // Cleared: show everything.
    } else if (start?.isValid() && end?.isValid() && !start.isAfter(end)) {
      setRange(toDayRange(value));
    } // Half-typed or reversed: keep the previous range.
  };

  const resetRange = () => handleRangeChange(DEFAULT_VALUE);

  const visible = clampRange(range);
  const partial = visible !== null && (visible.start !== range.start || visible.end !== range.end);

  return (
    <AppTheme {...props}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
          <SideNav mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Header
              menuOpen={mobileOpen}
              onMenuClick={() => setMobileOpen(true)}
              rangeLabel={visible ? describe(visible) : 'No data in this range'}
              picker={<RangePicker value={pickerValue} onChange={handleRangeChange} />}
            />
            <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1440, mx: 'auto' }}>
              {partial && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  The figures run from Oct 3, 2025 to Mar 31, 2026, so the page shows the part of your range inside
                  them: {describe(visible)}.
                </Alert>
              )}
              {visible ? <Figures range={visible} /> : <EmptyState onReset={resetRange} />}
            </Box>
            <Box
              component="footer"
              sx={{ px: { xs: 2, sm: 3 }, py: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
            >
              <Typography variant="body2">
                Larkspur Goods is an imaginary shop; its figures are generated for this template.
              </Typography>
            </Box>
          </Box>
        </Box>
      </LocalizationProvider>
    </AppTheme>
  );
}

/** Everything the range drives, for a range that has data. */
function Figures({ range }: { range: DayRange }) {
  const days = React.useMemo(() => daily(range), [range]);
  const summary = React.useMemo(() => summarise(range), [range]);
  const previousDays = React.useMemo(() => (summary.previous ? daily(previousRange(range)) : null), [summary, range]);
  const channels = React.useMemo(() => ordersByChannel(range), [range]);
  const orders = React.useMemo(() => ordersIn(range), [range]);
  const dates = React.useMemo(() => days.map((day) => new Date(`${day.date}T00:00:00Z`)), [days]);
  const comparedWith = summary.previous ? `the ${summary.previous.days} days before` : null;

  return (
    <Grid container spacing={2}>
      <Grid
        size={12}
        component="section"
        aria-labelledby="key-figures-title"
        id="key-figures"
        sx={{ scrollMarginTop: 96 }}
      >
        <Typography id="key-figures-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Key figures
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {comparedWith
            ? `Each change compares this range with ${comparedWith}.`
            : 'The data does not reach back a full period before this range, so there is nothing to compare with.'}
        </Typography>
        <Grid container spacing={2}>
          {KPIS.map((kpi) => {
            const change = summary.change[kpi.key];
            return (
              <Grid key={kpi.key} size={{ xs: 12, sm: 6, lg: 3 }}>
                <KpiCard
                  title={kpi.title}
                  value={kpi.format(summary.current[kpi.key])}
                  change={change}
                  changeLabel={
                    change === null ? '' : kpi.key === 'refundRate' ? formatPoints(change) : formatChange(change)
                  }
                  higherIsBetter={kpi.higherIsBetter}
                  series={days.map((day) => day[kpi.key])}
                  dates={dates}
                  formatPoint={kpi.formatPoint}
                />
              </Grid>
            );
          })}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartCard
          id="revenue"
          title="Daily revenue"
          description={
            previousDays
              ? 'Revenue per day, with the previous period laid over it day by day (dashed).'
              : 'Revenue per day.'
          }
        >
          <RevenueChart days={days} previousDays={previousDays} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ChartCard
          id="channels"
          title="Orders by channel"
          description={
            previousDays ? 'Where orders came from, against the previous period.' : 'Where orders came from.'
          }
        >
          <ChannelChart channels={channels} />
        </ChartCard>
      </Grid>
      <Grid size={12}>
        <ChartCard
          id="orders"
          title="Latest orders"
          description={
            orders.length
              ? `The ${orders.length} most recent orders from the order log in this range, newest first.`
              : 'No orders in this range.'
          }
        >
          <OrdersGrid orders={orders} />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
