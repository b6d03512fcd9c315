import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { baseColumns, employees } from './employees';

export default function AutosizeOnMount() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={employees}
        columns={baseColumns}
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, expand: true }}
        density="compact"
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
