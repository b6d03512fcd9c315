import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function NoMatchingLoan() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">No loan matches the search and the filters.</Typography>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        Clear the search and the filters
      </Button>
    </GridOverlay>
  );
}
// preview-end

export default function ClearFiltersOverlay() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={loans}
        columns={loanColumns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Dickens'] } } }}
        slots={{ noResultsOverlay: NoMatchingLoan }}
      />
      {/* preview-end */}
    </Box>
  );
}
