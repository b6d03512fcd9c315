import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChart, type AnimatedLineProps } from '@mui/x-charts/LineChart';
import { useAnimateLine } from '@mui/x-charts/hooks';

const hours = ['8:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
// Visitors in a library, on a weekday and on a Saturday.
const visitors = {
  weekday: [40, 85, 120, 95, 110, 60],
  saturday: [25, 140, 160, 150, 90, 30],
};

// A dashed line that still morphs between datasets, thanks to useAnimateLine.
function DashedLine(props: AnimatedLineProps) {
  const { d, skipAnimation, ownerState } = props;
  const animated = useAnimateLine({ d, skipAnimation: skipAnimation ?? false });

  return <path {...animated} fill="none" stroke={ownerState.color} strokeWidth={3} strokeDasharray="10 6" />;
}

export default function DashedLineSlot() {
  const [day, setDay] = React.useState<'weekday' | 'saturday'>('weekday');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setDay(day === 'weekday' ? 'saturday' : 'weekday')}>
        Show {day === 'weekday' ? 'Saturday' : 'a weekday'}
      </Button>
      <LineChart
        height={300}
        sx={{ width: '100%' }}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 180 }]}
        series={[{ data: visitors[day], label: 'Visitors', showMark: false }]}
        slots={{ line: DashedLine }}
      />
    </Stack>
  );
}
