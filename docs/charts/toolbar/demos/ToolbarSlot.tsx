import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BarChartIcon from '@mui/icons-material/BarChart';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import NumbersIcon from '@mui/icons-material/Numbers';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

// Weekly sales of a café, in cups, by drink.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const coffee = [142, 131, 150, 158, 171, 204, 188];
const tea = [48, 52, 45, 50, 57, 66, 71];
const chocolate = [21, 18, 24, 20, 29, 47, 52];

type View = { stacked: boolean; showValues: boolean };
type ViewContextValue = View & { setView: React.Dispatch<React.SetStateAction<View>> };

// The slot component is rendered by the chart, so it reads the demo's state from a context.
const ViewContext = React.createContext<ViewContextValue | null>(null);

// preview-start
function CafeToolbar() {
  const { stacked, showValues, setView } = React.useContext(ViewContext)!;
  return (
    <Toolbar>
      <Tooltip title="Side by side">
        <ToolbarButton
          aria-label="Side by side"
          aria-pressed={!stacked}
          render={<IconButton color={stacked ? 'default' : 'primary'} />}
          onClick={() => setView((view) => ({ ...view, stacked: false }))}
        >
          <BarChartIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Stacked">
        <ToolbarButton
          aria-label="Stacked"
          aria-pressed={stacked}
          render={<IconButton color={stacked ? 'primary' : 'default'} />}
          onClick={() => setView((view) => ({ ...view, stacked: true }))}
        >
          <StackedBarChartIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Show values">
        <ToolbarButton
          aria-label="Show values"
          aria-pressed={showValues}
          render={<IconButton color={showValues ? 'primary' : 'default'} />}
          onClick={() => setView((view) => ({ ...view, showValues: !view.showValues }))}
        >
          <NumbersIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function ToolbarSlot() {
  const [view, setView] = React.useState<View>({ stacked: false, showValues: false });
  // Series sharing a `stack` id are stacked; without one they stand side by side.
  const stack = view.stacked ? { stack: 'drinks' } : {};
  const context = React.useMemo(() => ({ ...view, setView }), [view]);

  return (
    <ViewContext.Provider value={context}>
      <BarChart
        height={340}
        // preview-start
        showToolbar
        slots={{ toolbar: CafeToolbar }}
        // preview-end
        {...(view.showValues ? { barLabel: 'value' as const } : {})}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ label: 'Cups sold', width: 50 }]}
        series={[
          { data: coffee, label: 'Coffee', ...stack },
          { data: tea, label: 'Tea', ...stack },
          { data: chocolate, label: 'Hot chocolate', ...stack },
        ]}
      />
    </ViewContext.Provider>
  );
}
