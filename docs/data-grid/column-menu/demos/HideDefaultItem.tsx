import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

// preview-start
function NoColumnsItemMenu(props: GridColumnMenuProps) {
  // `null` removes "Hide column" and "Manage columns" from every column's menu.
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}
// preview-end

export default function HideDefaultItem() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={bookColumns} slots={{ columnMenu: NoColumnsItemMenu }} showToolbar hideFooter />
    </Box>
  );
}
