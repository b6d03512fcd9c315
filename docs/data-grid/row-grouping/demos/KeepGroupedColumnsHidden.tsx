import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function KeepGroupedColumnsHidden() {
  // preview-start
  const apiRef = useGridApiRef();
  // Returns `initialState` with the grouped columns hidden, and keeps hiding
  // (and showing again) the columns as the reader groups and ungroups them.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['director'] } },
  });
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={deals} columns={dealColumns} initialState={initialState} />
    </Box>
  );
}
