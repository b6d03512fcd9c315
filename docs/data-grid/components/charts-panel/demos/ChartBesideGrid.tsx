import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowEntry,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

interface Harvest {
  id: number;
  crop: string;
  farm: string;
  tonnes: number;
}

const harvests: Harvest[] = [
  { id: 1, crop: 'Wheat', farm: 'Hillside', tonnes: 42 },
  { id: 2, crop: 'Barley', farm: 'Hillside', tonnes: 18 },
  { id: 3, crop: 'Oats', farm: 'Riverbend', tonnes: 25 },
  { id: 4, crop: 'Rye', farm: 'Riverbend', tonnes: 12 },
  { id: 5, crop: 'Canola', farm: 'Hillside', tonnes: 30 },
  { id: 6, crop: 'Lentils', farm: 'Riverbend', tonnes: 9 },
];

const columns: GridColDef<Harvest>[] = [
  { field: 'crop', headerName: 'Crop', flex: 1, minWidth: 120 },
  { field: 'farm', headerName: 'Farm', width: 130 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 110 },
];

interface ChartState {
  open: boolean;
  setOpen: (open: boolean) => void;
  setRows: (rows: Harvest[]) => void;
}

const ChartContext = React.createContext<ChartState>({
  open: true,
  setOpen: () => {},
  setRows: () => {},
});

// preview-start
function ChartToolbar() {
  const apiRef = useGridApiContext();
  const entries: GridRowEntry[] = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const { open, setOpen, setRows } = React.useContext(ChartContext);

  // Hand the rows the grid shows (filtered and sorted) to the chart outside it.
  React.useEffect(() => {
    setRows(entries.map((entry) => entry.model as Harvest));
  }, [entries, setRows]);

  return (
    <Toolbar>
      <Tooltip title={open ? 'Hide the chart' : 'Show the chart'}>
        <ToolbarButton
          aria-label="Chart"
          aria-pressed={open}
          color={open ? 'primary' : 'default'}
          onClick={() => setOpen(!open)}
        >
          <BarChartIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function ChartBesideGrid() {
  const [open, setOpen] = React.useState(true);
  const [rows, setRows] = React.useState<Harvest[]>([]);
  const chartState = React.useMemo(() => ({ open, setOpen, setRows }), [open]);

  return (
    <ChartContext.Provider value={chartState}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <Box sx={{ height: 360, flex: '1 1 320px', minWidth: 0 }}>
          <DataGridPremium rows={harvests} columns={columns} slots={{ toolbar: ChartToolbar }} showToolbar hideFooter />
        </Box>
        {open ? (
          <Box sx={{ flex: '1 1 280px', height: 360 }}>
            <BarChart
              height={340}
              xAxis={[{ scaleType: 'band', data: rows.map((row) => row.crop) }]}
              series={[{ data: rows.map((row) => row.tonnes), label: 'Tonnes' }]}
            />
          </Box>
        ) : null}
      </Box>
    </ChartContext.Provider>
  );
}
