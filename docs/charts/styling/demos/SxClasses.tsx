import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { lineElementClasses } from '@mui/x-charts/LineChart';
import { months, heating, appliances, formatKwh } from './energy';

export default function SxClasses() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Electricity (kWh)', width: 50 }]}
      series={[
        { id: 'heating', label: 'Heating', data: heating, valueFormatter: formatKwh },
        { id: 'appliances', label: 'Appliances', data: appliances, valueFormatter: formatKwh },
      ]}
      // preview-start
      sx={{
        [`& .${axisClasses.root} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.left} .${axisClasses.tick}`]: { display: 'none' },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        [`& .${lineElementClasses.root}[data-series="appliances"]`]: {
          strokeDasharray: '8 4',
        },
      }}
      // preview-end
    />
  );
}
