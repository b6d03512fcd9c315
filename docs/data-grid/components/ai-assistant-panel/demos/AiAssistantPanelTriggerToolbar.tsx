import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { resolvePromptLocally } from './localAssistant';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  founded: number;
}

const cities: City[] = [
  { id: 1, city: 'Porto', country: 'Portugal', population: 232000, founded: 1123 },
  { id: 2, city: 'Tampere', country: 'Finland', population: 255000, founded: 1779 },
  { id: 3, city: 'Ghent', country: 'Belgium', population: 265000, founded: 630 },
  { id: 4, city: 'Graz', country: 'Austria', population: 298000, founded: 1128 },
  { id: 5, city: 'Aarhus', country: 'Denmark', population: 290000, founded: 770 },
  { id: 6, city: 'Bologna', country: 'Italy', population: 390000, founded: 534 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'population', headerName: 'Population', type: 'number', width: 120 },
  {
    field: 'founded',
    headerName: 'Founded',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
];

// preview-start
function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title={state.open ? 'Close the assistant' : 'Ask the assistant'}>
            <ToolbarButton {...triggerProps} aria-label="Assistant" color={state.open ? 'primary' : 'default'}>
              <AutoAwesomeIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function AiAssistantPanelTriggerToolbar() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={cities}
        columns={columns}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        aiAssistant
        onPrompt={resolvePromptLocally}
        aiAssistantSuggestions={[{ value: 'sort by population desc' }, { value: 'sort by founded' }]}
        hideFooter
      />
    </Box>
  );
}
