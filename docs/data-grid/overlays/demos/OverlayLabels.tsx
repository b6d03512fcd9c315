import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridFilterModel, type GridLocaleText } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

type EmptyState = 'rows' | 'noRows' | 'noResults' | 'noColumns';

// preview-start
const libraryWording: Partial<GridLocaleText> = {
  noRowsLabel: 'No loans on this card',
  noResultsOverlayLabel: 'No loan matches this filter',
  noColumnsOverlayLabel: 'Every column is hidden',
  noColumnsOverlayManageColumns: 'Show some columns',
};
// preview-end

const noFilter: GridFilterModel = { items: [] };
const overdueByNobody: GridFilterModel = {
  items: [{ field: 'borrower', operator: 'equals', value: 'Nobody' }],
};

const everyColumnHidden = {
  columns: { columnVisibilityModel: { title: false, borrower: false, dueOn: false, status: false } },
};

export default function OverlayLabels() {
  const [state, setState] = React.useState<EmptyState>('rows');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, value: EmptyState | null) => value && setState(value)}
        aria-label="Empty state to show"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="rows">Rows</ToggleButton>
        <ToggleButton value="noRows">No rows</ToggleButton>
        <ToggleButton value="noResults">No results</ToggleButton>
        <ToggleButton value="noColumns">No columns</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 280 }}>
        <DataGrid
          // The key mounts a fresh grid per state, so the hidden columns come back.
          key={state}
          rows={state === 'noRows' ? [] : loans}
          columns={loanColumns}
          filterModel={state === 'noResults' ? overdueByNobody : noFilter}
          initialState={state === 'noColumns' ? everyColumnHidden : {}}
          // preview-start
          localeText={libraryWording}
          // preview-end
        />
      </Box>
    </Box>
  );
}
