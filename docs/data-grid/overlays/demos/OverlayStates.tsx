import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColumnVisibilityModel, type GridFilterModel } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

type GridState = 'rows' | 'loading' | 'noRows' | 'noResults' | 'noColumns';

const overlayOf: Record<GridState, string> = {
  rows: 'none: the rows are shown',
  loading: 'loadingOverlay (loading is true)',
  noRows: 'noRowsOverlay (rows is empty)',
  noResults: 'noResultsOverlay (the filter keeps no row)',
  noColumns: 'noColumnsOverlay (every column is hidden)',
};

const noFilter: GridFilterModel = { items: [] };
const filterForNobody: GridFilterModel = {
  items: [{ field: 'borrower', operator: 'equals', value: 'Nobody' }],
};
const allColumnsShown: GridColumnVisibilityModel = {};
const allColumnsHidden: GridColumnVisibilityModel = { title: false, borrower: false, dueOn: false, status: false };

export default function OverlayStates() {
  const [state, setState] = React.useState<GridState>('rows');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, value: GridState | null) => value && setState(value)}
        aria-label="State of the grid"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="rows">Rows</ToggleButton>
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="noRows">No rows</ToggleButton>
        <ToggleButton value="noResults">No results</ToggleButton>
        <ToggleButton value="noColumns">No columns</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          rows={state === 'noRows' ? [] : loans}
          columns={loanColumns}
          loading={state === 'loading'}
          filterModel={state === 'noResults' ? filterForNobody : noFilter}
          columnVisibilityModel={state === 'noColumns' ? allColumnsHidden : allColumnsShown}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Overlay shown: <code>{overlayOf[state]}</code>
      </Typography>
    </Box>
  );
}
