import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel, type GridInitialState } from '@mui/x-data-grid';
import { ticketColumns } from './columns';
import { tickets } from './tickets';

const STORAGE_KEY = 'filtering-recipes-tickets-filter';

// preview-start
function loadFilterModel(): GridFilterModel | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridFilterModel) : undefined;
  } catch {
    return undefined; // storage blocked or an old, unreadable entry
  }
}

function TicketGrid({ onSave }: { onSave: (json: string) => void }) {
  // Read once, when the grid mounts; the grid owns the model afterwards.
  const [initialState] = React.useState<GridInitialState>(() => {
    const filterModel = loadFilterModel();
    return filterModel ? { filter: { filterModel } } : {};
  });

  return (
    <DataGrid
      rows={tickets}
      columns={ticketColumns}
      initialState={initialState}
      onFilterModelChange={(model) => {
        const json = JSON.stringify(model);
        try {
          window.localStorage.setItem(STORAGE_KEY, json);
        } catch {
          // storage blocked or full: the filter still works, it is just not kept
        }
        onSave(json);
      }}
      showToolbar
      hideFooter
    />
  );
}
// preview-end

export default function PersistFilters() {
  // A new key gives a brand-new grid, which is what a page reload does.
  const [generation, setGeneration] = React.useState(1);
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);
  const remount = () => setGeneration((g) => g + 1);
  const forget = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing was saved
    }
    setLastSaved(null);
    remount();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={remount}>
          Reload the grid
        </Button>
        <Button size="small" onClick={forget}>
          Forget the saved filter
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <TicketGrid key={generation} onSave={setLastSaved} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Last saved in this visit: {lastSaved ?? 'nothing yet'}
      </Typography>
    </Box>
  );
}
