import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext, useGridApiRef } from '@mui/x-data-grid';
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

const slots = { noResultsOverlay: NoMatchingLoan };

export default function ClearFiltersOverlay() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.setQuickFilterValues(['Dickens'])}
      >
        Search for Dickens
      </Button>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid apiRef={apiRef} rows={loans} columns={loanColumns} showToolbar slots={slots} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
