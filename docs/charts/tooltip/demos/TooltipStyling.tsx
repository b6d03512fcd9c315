import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { days, orders, returns } from './shop';

export default function TooltipStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[{ label: 'Count', width: 50 }]}
      series={[
        { label: 'Orders', data: orders },
        { label: 'Returns', data: returns },
      ]}
      // preview-start
      // The tooltip renders in a portal: style it through its own slot props.
      slotProps={{
        tooltip: {
          sx: (theme) => ({
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 3,
              border: `2px solid ${(theme.vars || theme).palette.primary.main}`,
            },
            [`& .${chartsTooltipClasses.valueCell}`]: { fontWeight: 700 },
            [`& .${chartsTooltipClasses.mark}`]: { borderRadius: '50%' },
          }),
        },
      }}
      // preview-end
    />
  );
}
