import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooter,
  gridFilteredTopLevelRowCountSelector,
  gridFilterModelSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { teaOrders, teaColumns } from './teaOrders';

// preview-start
function SummaryFooter() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedBy = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'nothing';

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ px: 2, pt: 1, fontSize: 14 }}>
        {shown} of {teaOrders.length} orders pass the filter ({filterModel.items.length} filter item(s)), {selected}{' '}
        selected, sorted by {sortedBy}.
      </Box>
      <GridFooter sx={{ border: 'none' }} />
    </Box>
  );
}
// preview-end

export default function SelectorsInFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={teaOrders}
        columns={teaColumns}
        checkboxSelection
        slots={{ footer: SummaryFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
