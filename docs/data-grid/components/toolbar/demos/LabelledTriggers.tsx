import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function LabelledToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<ViewColumnIcon />}
          >
            Columns
          </Button>
        )}
      />
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function LabelledTriggers() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        showToolbar
        slots={{ toolbar: LabelledToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'returned', operator: 'is', value: 'false' }] } },
        }}
      />
    </Box>
  );
}
