import { BarChart } from '@mui/x-charts/BarChart';
import type { ChannelTotal } from '../metrics';
import { formatCount } from '../format';
import { brand } from '../../shared-theme/themePrimitives';

/** Orders per sales channel, this period against the previous one. */
export default function ChannelChart({ channels }: { channels: ChannelTotal[] }) {
  const hasPrevious = channels.every((channel) => channel.previousOrders !== null);
  const valueFormatter = (value: number | null) => (value === null ? '' : `${formatCount(value)} orders`);
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: channels.map((channel) => channel.label), width: 96 }]}
      xAxis={[{ valueFormatter: (value: number) => formatCount(value), tickNumber: 4 }]}
      series={[
        {
          id: 'current',
          label: 'This period',
          data: channels.map((channel) => channel.orders),
          color: 'var(--template-palette-primary-main)',
          valueFormatter,
        },
        ...(hasPrevious
          ? [
              {
                id: 'previous',
                label: 'Previous period',
                data: channels.map((channel) => channel.previousOrders ?? 0),
                color: 'var(--dashboard-previous-bar)',
                valueFormatter,
              },
            ]
          : []),
      ]}
      grid={{ vertical: true }}
      margin={{ left: 0, right: 28, top: 8, bottom: 0 }}
      borderRadius={4}
      sx={(theme) => ({
        // A pale shade of the brand colour in light mode and a deep one in dark mode (the chart reads it as a CSS variable).
        '--dashboard-previous-bar': brand[200],
        ...theme.applyStyles('dark', { '--dashboard-previous-bar': brand[700] }),
      })}
    />
  );
}
