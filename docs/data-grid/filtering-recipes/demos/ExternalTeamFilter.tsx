import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { ticketColumns } from './columns';
import { teamOptions, tickets, type Team } from './tickets';

// preview-start
// The buttons read the teams from the model, so they also follow
// what the reader does in the grid's own filter panel.
function teamsInModel(model: GridFilterModel): Team[] {
  const item = model.items.find((it) => it.field === 'team' && it.operator === 'isAnyOf');
  return Array.isArray(item?.value) ? (item.value as Team[]) : [];
}

export default function ExternalTeamFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  const handleTeams = (_event: React.MouseEvent<HTMLElement>, teams: Team[]) => {
    setFilterModel({
      items: teams.length > 0 ? [{ id: 'team-buttons', field: 'team', operator: 'isAnyOf', value: teams }] : [],
    });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={teamsInModel(filterModel)}
        onChange={handleTeams}
        aria-label="Teams to show"
        sx={{ mb: 1 }}
      >
        {teamOptions.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={tickets}
          columns={ticketColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        filterModel.items:{' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({ field, operator, value: value as unknown })),
        )}
      </Typography>
    </Box>
  );
}
