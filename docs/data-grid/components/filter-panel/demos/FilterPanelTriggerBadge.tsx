import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, type GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  region: string;
  lengthKm: number;
  difficulty: string;
}

const trails: Trail[] = [
  { id: 1, name: 'Cedar Ridge Loop', region: 'North', lengthKm: 8.5, difficulty: 'Easy' },
  { id: 2, name: 'Falcon Crest', region: 'East', lengthKm: 14.2, difficulty: 'Hard' },
  { id: 3, name: 'Willow Creek Path', region: 'South', lengthKm: 5.1, difficulty: 'Easy' },
  { id: 4, name: 'Granite Saddle', region: 'North', lengthKm: 11.8, difficulty: 'Moderate' },
  { id: 5, name: 'Lakeshore Walk', region: 'West', lengthKm: 3.4, difficulty: 'Easy' },
  { id: 6, name: 'Summit Traverse', region: 'East', lengthKm: 19.6, difficulty: 'Hard' },
];

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 120 },
  {
    field: 'difficulty',
    headerName: 'Difficulty',
    type: 'singleSelect',
    valueOptions: ['Easy', 'Moderate', 'Hard'],
    width: 120,
  },
];

// preview-start
function FiltersToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <ToolbarButton
            {...triggerProps}
            aria-label={`Filters (${state.filterCount} active)`}
            color={state.open ? 'primary' : 'default'}
          >
            <Badge badgeContent={state.filterCount} color="primary">
              <FilterListIcon fontSize="small" />
            </Badge>
          </ToolbarButton>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function FilterPanelTriggerBadge() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={trails}
        columns={columns}
        slots={{ toolbar: FiltersToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'difficulty', operator: 'is', value: 'Easy' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
