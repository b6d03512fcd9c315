import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { teaOrders, teaColumns } from './teaOrders';

export default function RestoreSnapshot() {
  const apiRef = useGridApiRef();
  // preview-start
  const [snapshot, setSnapshot] = React.useState<GridInitialState | null>(null);

  const save = () => {
    if (apiRef.current) {
      setSnapshot(apiRef.current.exportState());
    }
  };

  const restore = () => {
    if (apiRef.current && snapshot) {
      apiRef.current.restoreState(snapshot);
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%', display: 'flow-root' }}>
      <Box role="group" aria-label="Demo actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={save}>
          Save a snapshot
        </Button>
        <Button variant="outlined" size="small" onClick={restore} disabled={!snapshot}>
          Restore the snapshot
        </Button>
      </Box>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={teaOrders}
          columns={teaColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {snapshot
          ? `Snapshot: sorted by ${JSON.stringify(snapshot.sorting?.sortModel ?? [])}, ${snapshot.filter?.filterModel?.items.length ?? 0} filter item(s), page ${(snapshot.pagination?.paginationModel?.page ?? 0) + 1}.`
          : 'No snapshot yet.'}
      </Typography>
    </Box>
  );
}
