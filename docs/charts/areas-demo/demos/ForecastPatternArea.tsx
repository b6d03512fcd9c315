import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
// Gas used for heating (m³): measured until December, forecast after.
const measured = [12, 10, 28, 64, 112, 158, null, null, null];
const forecast = [null, null, null, null, null, 158, 171, 149, 104];

export default function ForecastPatternArea() {
  const patternId = `forecast-hatch-${React.useId().replace(/:/g, '')}`;

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Gas (m³)' }]}
      series={[
        { id: 'measured', label: 'Measured', data: measured, area: true, showMark: false },
        { id: 'forecast', label: 'Forecast', data: forecast, area: true, showMark: false },
      ]}
      // preview-start
      slotProps={{
        area: (ownerState) => (ownerState.id === 'forecast' ? { fill: `url(#${patternId})` } : {}),
      }}
    >
      <defs>
        <pattern id={patternId} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={8} height={8} fill="#fb8c00" fillOpacity={0.15} />
          <line x1={0} y1={0} x2={0} y2={8} stroke="#fb8c00" strokeWidth={3} />
        </pattern>
      </defs>
      {/* preview-end */}
    </LineChart>
  );
}
