import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const callsAnswered = [112, 134, 98, 141, 120];

type LineProps = { y: number };
type LineAttributes = { x1: number; x2: number; y1: number; y2: number };

// preview-start
function TargetLine({ target, skip }: { target: number; skip: boolean }) {
  const drawingArea = useDrawingArea();
  const yScale = useYScale();
  const left = drawingArea.left;
  const right = drawingArea.left + drawingArea.width;

  const line = useAnimate<LineProps, SVGLineElement, LineAttributes>(
    { y: yScale(target) ?? 0 },
    {
      // Start from the bottom of the drawing area on the first render.
      initialProps: { y: drawingArea.top + drawingArea.height },
      // Called when an animation starts: returns the props at time t (0 to 1).
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      // Turns the animated props into the attributes of the element.
      transformProps: ({ y }) => ({ x1: left, x2: right, y1: y, y2: y }),
      // Writes the attributes on every frame, without a React render.
      applyProps: (element, attributes) => {
        element.setAttribute('y1', `${attributes.y1}`);
        element.setAttribute('y2', `${attributes.y2}`);
      },
      skip,
    },
  );

  return <line {...line} stroke="currentColor" strokeWidth={2} strokeDasharray="6 4" />;
}
// preview-end

export default function AnimatedTargetLine() {
  const [target, setTarget] = React.useState(120);
  const [skip, setSkip] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ width: 240, px: 1 }}>
          <Typography id="target-calls-label">Daily target: {target} calls</Typography>
          <Slider
            aria-labelledby="target-calls-label"
            value={target}
            onChange={(_event, value) => setTarget(value)}
            min={60}
            max={160}
            step={10}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={skip} onChange={(event) => setSkip(event.target.checked)} />}
          label="skip"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ min: 0, max: 180 }]}
        series={[{ data: callsAnswered, label: 'Calls answered' }]}
      >
        <TargetLine target={target} skip={skip} />
      </BarChart>
    </Stack>
  );
}
