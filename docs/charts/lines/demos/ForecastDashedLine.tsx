import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
// Orders of a coffee roaster: the actual months, then the forecast from June on.
const actual = [310, 335, 362, 348, 390, 415, null, null, null];
const forecast = [null, null, null, null, null, 415, 432, 455, 470];

export default function ForecastDashedLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Orders' }]}
      series={[
        { id: 'actual', label: 'Actual', data: actual },
        { id: 'forecast', label: 'Forecast', data: forecast, showMark: false },
      ]}
      // preview-start
      slotProps={{
        line: (ownerState) => (ownerState.id === 'forecast' ? { strokeDasharray: '6 4' } : {}),
      }}
      // preview-end
    />
  );
}
