import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { talkColumns, talks, type Talk } from './talks';

// preview-start
// Titles are too varied to filter on: the column keeps an empty header filter cell.
const columns: GridColDef<Talk>[] = talkColumns.map((column) =>
  column.field === 'title' ? { ...column, filterable: false } : column,
);
// preview-end

export default function ColumnsWithoutFilters() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disableColumnFilter} onChange={(event) => setDisableColumnFilter(event.target.checked)} />
        }
        label="disableColumnFilter"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={talks}
          columns={columns}
          headerFilters
          disableColumnFilter={disableColumnFilter}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
