import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import { setList, songColumns } from './setlist';

export default function SortingPausesReordering() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'artist', sort: 'asc' }]);
  const sortedBy = songColumns.find((column) => column.field === sortModel[0]?.field)?.headerName;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" aria-live="polite" sx={{ flex: 1, minWidth: 220 }}>
          {sortedBy
            ? `Sorted by “${sortedBy}”: the handles are paused until the sort is cleared.`
            : 'No sort: drag the handles to reorder.'}
        </Typography>
        <Button variant="outlined" size="small" disabled={!sortedBy} onClick={() => setSortModel([])}>
          Clear sort
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={setList}
          columns={songColumns}
          rowReordering
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
