import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { months, heating, formatKwh } from './energy';

const OverlayText = styled('text')(({ theme }) => ({
  ...theme.typography.body2,
  fill: (theme.vars || theme).palette.text.secondary,
  textAnchor: 'middle',
  dominantBaseline: 'middle',
}));

// preview-start
function NoReadingsOverlay() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <OverlayText x={left + width / 2} y={top + height / 2}>
      No meter readings for this year yet.
    </OverlayText>
  );
}

function LoadingBars() {
  const { left, top, width, height } = useDrawingArea();
  const barWidth = width / 14;
  return (
    <g aria-hidden>
      {[0.4, 0.7, 0.55, 0.9, 0.3].map((ratio, index) => (
        <rect
          key={index}
          x={left + width / 2 + (index - 2.5) * barWidth * 1.4}
          y={top + height * (1 - ratio)}
          width={barWidth}
          height={height * ratio}
          fill="currentColor"
          opacity={0.12}
        />
      ))}
    </g>
  );
}
// preview-end

type State = 'loading' | 'empty' | 'data';

export default function CustomOverlays() {
  const [state, setState] = React.useState<State>('empty');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_, value: State | null) => value && setState(value)}
        aria-label="Chart state"
      >
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">no data</ToggleButton>
        <ToggleButton value="data">data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Heating (kWh)', width: 50 }]}
        series={[{ label: 'Heating', data: state === 'data' ? heating : [], valueFormatter: formatKwh }]}
        hideLegend
        // preview-start
        slots={{ noDataOverlay: NoReadingsOverlay, loadingOverlay: LoadingBars }}
        // preview-end
      />
    </Stack>
  );
}
