import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
        window.localStorage.setItem(STORAGE_KEY, json);
        onSave(json);
      }}
      showToolbar
      hideFooter
    />
  );
}
// preview-end

export default function PersistFilters() {
  // Changing the key mounts a new grid, as a page reload would.
  const [mount, setMount] = React.useState(0);
  const [saved, setSaved] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setMount((n) => n + 1)}>
          Reload the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setSaved(null);
            setMount((n) => n + 1);
          }}
        >
          Forget the saved filter
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <TicketGrid key={mount} onSave={setSaved} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Last saved in this visit: {saved ?? 'nothing yet'}
      </Typography>
    </Box>
  );
}
