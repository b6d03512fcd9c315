import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

// A team's sprint velocity (story points) over the last twelve sprints.
const sprints = Array.from({ length: 12 }, (_, index) => `S${index + 1}`);
const velocity = [21, 24, 19, 27, 30, 26, 29, 33, 31, 28, 35, 34];

const ranges = [
  { label: 'Last 4', count: 4 },
  { label: 'Last 8', count: 8 },
  { label: 'All 12', count: 12 },
];

const RangeContext = React.createContext<{
  count: number;
  setCount: (count: number) => void;
} | null>(null);

// preview-start
function RangeToolbar() {
  const { count, setCount } = React.useContext(RangeContext)!;
  return (
    <Toolbar
      // Render the toolbar as an outlined Paper instead of the default bordered div.
      render={<Paper variant="outlined" sx={{ justifyContent: 'flex-start', gap: 1 }} />}
    >
      <Typography variant="body2" sx={{ px: 1 }}>
        Sprints
      </Typography>
      {ranges.map((range) => (
        <ToolbarButton
          key={range.count}
          // Render each toolbar button as a text Button.
          render={
            <Button
              size="small"
              variant={range.count === count ? 'contained' : 'text'}
              aria-pressed={range.count === count}
            />
          }
          onClick={() => setCount(range.count)}
        >
          {range.label}
        </ToolbarButton>
      ))}
    </Toolbar>
  );
}
// preview-end

export default function ToolbarRenderProp() {
  const [count, setCount] = React.useState(8);
  const context = React.useMemo(() => ({ count, setCount }), [count]);

  return (
    <RangeContext.Provider value={context}>
      <LineChart
        height={340}
        showToolbar
        slots={{ toolbar: RangeToolbar }}
        xAxis={[{ scaleType: 'point', data: sprints.slice(-count) }]}
        yAxis={[{ label: 'Story points', width: 50 }]}
        series={[{ data: velocity.slice(-count), label: 'Velocity' }]}
      />
    </RangeContext.Provider>
  );
}
