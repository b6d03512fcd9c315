import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { teaOrders, teaColumns } from './teaOrders';

const STORAGE_KEY = 'tea-orders-grid-state';

// preview-start
function loadState(): GridInitialState | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : undefined;
  } catch {
    return undefined; // storage blocked, or the saved text is not JSON
  }
}

function saveState(state: GridInitialState) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: the grid still works, it just forgets
  }
}

function TeaGrid() {
  const apiRef = useGridApiRef();
  // read once, before the first render of the grid
  const [initialState] = React.useState(loadState);

  // a layout effect: its cleanup runs before the grid clears apiRef.current
  React.useLayoutEffect(() => {
    const save = () => {
      if (apiRef.current) {
        saveState(apiRef.current.exportState());
      }
    };
    // on page unload, and when this component unmounts
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [apiRef]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={teaOrders}
      columns={teaColumns}
      initialState={initialState ?? { pagination: { paginationModel: { pageSize: 5 } } }}
      pageSizeOptions={[5, 10]}
    />
  );
}
// preview-end

export default function PersistToLocalStorage() {
  const [mounted, setMounted] = React.useState(true);
  const [key, setKey] = React.useState(0);

  const forget = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing to forget
    }
  };

  return (
    <Box sx={{ width: '100%', display: 'flow-root' }}>
      <Box role="group" aria-label="Demo actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setMounted(false)} disabled={!mounted}>
          Unmount the grid
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setKey((previous) => previous + 1);
            setMounted(true);
          }}
          disabled={mounted}
        >
          Mount it again
        </Button>
        <Button size="small" onClick={forget} disabled={mounted}>
          Forget the saved state
        </Button>
      </Box>
      <Box sx={{ height: 330 }}>
        {mounted ? (
          <TeaGrid key={key} />
        ) : (
          <Typography variant="body2" sx={{ p: 2 }}>
            The grid is unmounted; its state was saved to localStorage. Mount it again, or reload the page.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
