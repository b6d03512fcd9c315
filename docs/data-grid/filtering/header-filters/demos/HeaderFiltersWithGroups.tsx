import Box from '@mui/material/Box';
import { DataGridPro, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { talkColumns, talks } from './talks';

// preview-start
const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'talk', headerName: 'Talk', children: [{ field: 'title' }, { field: 'speaker' }, { field: 'track' }] },
  { groupId: 'slot', headerName: 'Slot', children: [{ field: 'minutes' }, { field: 'day' }, { field: 'recorded' }] },
];
// preview-end

export default function HeaderFiltersWithGroups() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGridPro
        rows={talks}
        columns={talkColumns}
        columnGroupingModel={columnGroupingModel}
        headerFilters
        hideFooter
      />
    </Box>
  );
}
