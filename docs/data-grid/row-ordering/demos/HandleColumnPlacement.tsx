import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';
import { setList, songColumns, type Song } from './setlist';

// `__reorder__` is the text the browser shows beside the pointer while a row is dragged.
const rows: (Song & { __reorder__: string })[] = setList.map((song) => ({
  ...song,
  __reorder__: `${song.title} (${song.length})`,
}));

// preview-start
const columns: GridColDef<Song>[] = [
  ...songColumns,
  // Listing the reorder column places it; spreading the default keeps its behaviour.
  {
    ...GRID_REORDER_COL_DEF,
    width: 56,
    headerName: 'Reorder',
    // The default header is blank: a hidden text gives the column a name screen readers announce.
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
];
// preview-end

export default function HandleColumnPlacement() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro<Song> rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
