import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColumnGroupingModel, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { sales, salesColumns } from './sales';

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'q1', headerName: 'Q1 2026', children: [{ field: 'jan' }, { field: 'feb' }, { field: 'mar' }] },
  { groupId: 'q2', headerName: 'Q2 2026', children: [{ field: 'apr' }, { field: 'may' }, { field: 'jun' }] },
];

const views: Record<string, GridColumnVisibilityModel> = {
  'All months': {},
  'Quarter ends': { jan: false, feb: false, apr: false, may: false },
  'Q2 only': { jan: false, feb: false, mar: false },
};

export default function GroupsAndHiddenColumns() {
  const [view, setView] = React.useState<string | null>('All months');
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: string | null) => {
          if (value === null) return;
          setView(value);
          setModel(views[value] ?? {});
        }}
        aria-label="Months shown"
      >
        {Object.keys(views).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 380, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={sales}
          columns={salesColumns}
          columnGroupingModel={columnGroupingModel}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => {
            setModel(newModel);
            setView(null); // a column hidden from its menu: no preset matches any more
          }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
