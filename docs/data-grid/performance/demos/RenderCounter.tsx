import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { parts, type Part } from './parts';

// The counters live outside React state, so counting never causes a render.
const counts = { cells: 0, toolbarMounts: 0 };

function StockBar({ value }: { value: number }) {
  // eslint-disable-next-line react-hooks/immutability -- counting renders is what this demo is for
  counts.cells += 1;
  return (
    <Box sx={{ width: '100%', height: 8, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box sx={{ width: `${(value / 60) * 100}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 1 }} />
    </Box>
  );
}

function buildColumns(): GridColDef<Part>[] {
  return [
    { field: 'name', headerName: 'Part', flex: 1, minWidth: 140 },
    { field: 'supplier', headerName: 'Supplier', width: 130 },
    {
      field: 'inStock',
      headerName: 'In stock',
      width: 140,
      renderCell: (params) => <StockBar value={params.row.inStock} />,
    },
    { field: 'priceEur', headerName: 'Price (€)', type: 'number', width: 100 },
  ];
}

// preview-start
// Stable: created once, when the module loads.
const stableColumns = buildColumns();

function StableToolbar() {
  React.useEffect(() => {
    counts.toolbarMounts += 1;
  }, []);
  return (
    <Toolbar>
      <Typography variant="body2">Workshop stock</Typography>
    </Toolbar>
  );
}

const stableSlots = { toolbar: StableToolbar };
// preview-end

type Setup = 'inline' | 'literal' | 'stable';

export default function RenderCounter() {
  const [setup, setSetup] = React.useState<Setup>('inline');
  const [parentRenders, setParentRenders] = React.useState(0);
  const cellsRef = React.useRef<HTMLSpanElement>(null);
  const mountsRef = React.useRef<HTMLSpanElement>(null);

  // Show the counters four times a second, without rendering anything.
  React.useEffect(() => {
    const timer = setInterval(() => {
      if (cellsRef.current && mountsRef.current) {
        cellsRef.current.textContent = String(counts.cells);
        mountsRef.current.textContent = String(counts.toolbarMounts);
      }
    }, 250);
    return () => clearInterval(timer);
  }, []);

  // preview-start
  // Inline: a new array and a new toolbar component on every render of this component.
  const inlineColumns = buildColumns();
  function InlineToolbar() {
    React.useEffect(() => {
      counts.toolbarMounts += 1;
    }, []);
    return (
      <Toolbar>
        <Typography variant="body2">Workshop stock</Typography>
      </Toolbar>
    );
  }
  // preview-end

  const reset = () => {
    counts.cells = 0;
    counts.toolbarMounts = 0;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={setup}
          onChange={(_event, value: Setup | null) => {
            if (value) {
              setSetup(value);
              reset();
            }
          }}
          aria-label="How the grid's props are built"
        >
          <ToggleButton value="inline">Inline</ToggleButton>
          <ToggleButton value="literal">Stable, slots literal</ToggleButton>
          <ToggleButton value="stable">All stable</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="contained" onClick={() => setParentRenders((n) => n + 1)}>
          Re-render the parent
        </Button>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset the counters
        </Button>
      </Stack>
      <Typography variant="body2" component="div" sx={{ mb: 1 }}>
        Parent renders: <strong>{parentRenders}</strong> · <code>renderCell</code> calls:{' '}
        <strong>
          <span ref={cellsRef}>0</span>
        </strong>{' '}
        · toolbar mounts:{' '}
        <strong>
          <span ref={mountsRef}>0</span>
        </strong>
      </Typography>
      {/* 340 px shows eight rows, the figures of the table; phones, where the controls wrap, get a shorter grid. */}
      <Box sx={{ height: { xs: 290, sm: 340 } }}>
        {/* preview-start */}
        {setup === 'inline' && (
          <DataGrid rows={parts} columns={inlineColumns} slots={{ toolbar: InlineToolbar }} showToolbar hideFooter />
        )}
        {setup === 'stable' && (
          <DataGrid rows={parts} columns={stableColumns} slots={stableSlots} showToolbar hideFooter />
        )}
        {setup === 'literal' && (
          <DataGrid rows={parts} columns={stableColumns} slots={{ toolbar: StableToolbar }} showToolbar hideFooter />
        )}
        {/* preview-end */}
      </Box>
    </Box>
  );
}
