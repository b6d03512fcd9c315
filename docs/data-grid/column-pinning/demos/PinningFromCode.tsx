import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridPinnedColumnPosition, useGridApiRef } from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns } from './weeklySales';

export default function PinningFromCode() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Nothing pinned yet.');

  // preview-start
  // Runs after the grid has rendered the change: `isColumnPinned` reads the model of the last render.
  const [changes, setChanges] = React.useState(0);
  React.useEffect(() => {
    if (changes === 0 || !apiRef.current) {
      return;
    }
    const { left = [], right = [] } = apiRef.current.getPinnedColumns();
    const saturday = apiRef.current.isColumnPinned('Sat');
    setStatus(
      `Left: ${left.join(', ') || 'none'}. Right: ${right.join(', ') || 'none'}. Sat is ${saturday || 'not pinned'}.`,
    );
  }, [apiRef, changes]);

  // Two columns at once: one `setPinnedColumns` call, built from the current model.
  const pinWeekend = () => {
    const { left = [], right = [] } = apiRef.current?.getPinnedColumns() ?? {};
    const weekend = ['Sat', 'Sun'];
    apiRef.current?.setPinnedColumns({
      left: left.filter((field) => !weekend.includes(field)),
      right: [...right.filter((field) => !weekend.includes(field)), ...weekend],
    });
  };

  const pinProduct = () => {
    apiRef.current?.pinColumn('product', GridPinnedColumnPosition.LEFT);
  };

  const unpinAll = () => {
    apiRef.current?.setPinnedColumns({ left: [], right: [] });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={pinProduct}>
          Pin product left
        </Button>
        <Button size="small" variant="outlined" onClick={pinWeekend}>
          Pin the weekend right
        </Button>
        <Button size="small" variant="outlined" onClick={unpinAll}>
          Unpin all
        </Button>
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={weeklySales}
          columns={weeklySalesColumns}
          onPinnedColumnsChange={() => setChanges((count) => count + 1)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
