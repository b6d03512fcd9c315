import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

export default function BaseSlotProps() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={loans}
        columns={loanColumns}
        checkboxSelection
        showToolbar
        slotProps={{
          // every checkbox of the grid: selection column and boolean editors
          baseCheckbox: { material: { color: 'success' } },
          // the grid's own icon buttons: toolbar, sort and column menu buttons
          // (not the pagination arrows, which belong to Material UI's TablePagination)
          baseIconButton: { material: { color: 'success' } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
