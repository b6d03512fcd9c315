import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { talkColumns, talks } from './talks';

export default function BasicHeaderFilters() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro rows={talks} columns={talkColumns} headerFilters hideFooter />
      {/* preview-end */}
    </Box>
  );
}
