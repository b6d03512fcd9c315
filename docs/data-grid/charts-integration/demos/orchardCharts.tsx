import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { GridChartsPanelProps, GridChartsRendererProxyProps } from '@mui/x-data-grid-premium';

// What GridChartsRendererProxy passes to the renderer you give it.
export type ChartRendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;
export type ChartsSchema = NonNullable<GridChartsPanelProps['schema']>;

const compactFormat = new Intl.NumberFormat('en-GB', { notation: 'compact' });
const compact = (value: number | null) => (value === null ? '' : compactFormat.format(value));

// One label per data point, made of every dimension: "North · Hillside".
function categoriesOf(dimensions: ChartRendererProps['dimensions']) {
  const count = dimensions[0]?.data.length ?? 0;
  return Array.from({ length: count }, (_, index) =>
    dimensions.map((dimension) => String(dimension.data[index] ?? '')).join(' · '),
  );
}

export function ChartPlaceholder({ height, children }: { height: number; children: React.ReactNode }) {
  return (
    <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

// A renderer that draws bars and nothing else.
export function SimpleBarChart({ dimensions, values }: ChartRendererProps) {
  const [first] = dimensions;
  if (!first || values.length === 0) {
    return <ChartPlaceholder height={260}>Pick a category and a series in the charts panel.</ChartPlaceholder>;
  }
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: categoriesOf(dimensions), label: first.label }]}
      yAxis={[{ valueFormatter: compact }]}
      series={values.map((value) => ({ id: value.id, label: value.label, data: value.data }))}
    />
  );
}

// The chart types the panel offers, and the settings of its Customize tab.
export const orchardSchema: ChartsSchema = {
  column: {
    label: 'Column',
    icon: BarChartIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    customization: [
      {
        id: 'look',
        label: 'Look',
        controls: {
          stacked: {
            label: 'Stack the series',
            type: 'boolean',
            default: false,
            // Only offered when there is more than one series.
            isHidden: ({ values }) => values.length < 2,
          },
          hideLegend: { label: 'Hide the legend', type: 'boolean', default: false },
          height: { label: 'Height (px)', type: 'number', default: 260, htmlAttributes: { min: '160', max: '320' } },
        },
      },
    ],
  },
  bar: {
    label: 'Bar',
    icon: AlignHorizontalLeftIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    customization: [
      {
        id: 'look',
        label: 'Look',
        controls: {
          stacked: {
            label: 'Stack the series',
            type: 'boolean',
            default: false,
            // Only offered when there is more than one series.
            isHidden: ({ values }) => values.length < 2,
          },
          hideLegend: { label: 'Hide the legend', type: 'boolean', default: false },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    dimensionsLabel: 'X-axis',
    valuesLabel: 'Lines',
    customization: [
      {
        id: 'look',
        label: 'Look',
        controls: {
          curve: {
            label: 'Curve',
            type: 'select',
            default: 'linear',
            options: [
              { content: 'Straight', value: 'linear' },
              { content: 'Smooth', value: 'monotoneX' },
              { content: 'Steps', value: 'step' },
            ],
          },
          hideLegend: { label: 'Hide the legend', type: 'boolean', default: false },
        },
      },
    ],
  },
  pie: {
    label: 'Pie',
    icon: PieChartIcon,
    dimensionsLabel: 'Slices',
    valuesLabel: 'Size',
    maxValues: 1,
    customization: [
      {
        id: 'look',
        label: 'Look',
        controls: {
          donut: { label: 'Donut', type: 'boolean', default: false },
          hideLegend: { label: 'Hide the legend', type: 'boolean', default: false },
        },
      },
    ],
  },
};

type Curve = 'linear' | 'monotoneX' | 'step';

// The renderer behind the schema. `configuration` holds only the settings the
// reader changed, so each one falls back to the schema's default here.
export function OrchardChart({ dimensions, values, chartType, configuration }: ChartRendererProps) {
  // Kept between 160 and 320 px, whatever the reader types.
  const height = typeof configuration.height === 'number' ? Math.min(Math.max(configuration.height, 160), 320) : 260;
  const [firstValue] = values;
  if (dimensions.length === 0 || !firstValue) {
    return <ChartPlaceholder height={height}>Pick a category and a series in the charts panel.</ChartPlaceholder>;
  }
  const categories = categoriesOf(dimensions);
  const hideLegend = configuration.hideLegend === true;
  const stacked = configuration.stacked === true;
  const series = values.map((value) => ({
    id: value.id,
    label: value.label,
    data: value.data,
    ...(stacked ? { stack: 'total' } : {}),
  }));

  switch (chartType) {
    case 'column':
      return (
        <BarChart
          height={height}
          hideLegend={hideLegend}
          xAxis={[{ scaleType: 'band', data: categories }]}
          yAxis={[{ valueFormatter: compact }]}
          series={series}
        />
      );
    case 'bar':
      return (
        <BarChart
          height={height}
          layout="horizontal"
          hideLegend={hideLegend}
          yAxis={[{ scaleType: 'band', data: categories, width: 110 }]}
          xAxis={[{ valueFormatter: compact }]}
          series={series}
        />
      );
    case 'line': {
      const curve: Curve =
        configuration.curve === 'monotoneX' || configuration.curve === 'step' ? configuration.curve : 'linear';
      return (
        <LineChart
          height={height}
          hideLegend={hideLegend}
          xAxis={[{ scaleType: 'point', data: categories }]}
          yAxis={[{ valueFormatter: compact }]}
          series={values.map((value) => ({ id: value.id, label: value.label, data: value.data, curve }))}
        />
      );
    }
    case 'pie':
      return (
        <PieChart
          height={height}
          hideLegend={hideLegend}
          series={[
            {
              innerRadius: configuration.donut === true ? 60 : 0,
              data: firstValue.data.map((value, index) => ({
                id: index,
                value: value ?? 0,
                label: categories[index] ?? '',
              })),
            },
          ]}
        />
      );
    default:
      return <ChartPlaceholder height={height}>Pick a chart type in the charts panel.</ChartPlaceholder>;
  }
}
