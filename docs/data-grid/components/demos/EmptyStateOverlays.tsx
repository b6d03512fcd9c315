import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

function NoLoansOverlay() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
      <Typography variant="subtitle1">No tools are out on loan</Typography>
      <Typography variant="body2" color="text.secondary">
        Loans appear here when a member borrows a tool.
      </Typography>
    </Stack>
  );
}

function NoMatchingLoansOverlay() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography variant="subtitle1">No loan matches the filter</Typography>
    </Stack>
  );
}

const noMatchFilter: GridFilterModel = {
  items: [{ field: 'tool', operator: 'contains', value: 'chainsaw' }],
};

export default function EmptyStateOverlays() {
  const [inventoryEmpty, setInventoryEmpty] = React.useState(false);
  // The grid's own filter panel writes to the same model, so a filter set there is kept.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const filtered = filterModel.items.length > 0;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setInventoryEmpty(!inventoryEmpty)}>
          {inventoryEmpty ? 'Bring the loans back' : 'Empty the list'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setFilterModel(filtered ? { items: [] } : noMatchFilter)}
        >
          {filtered ? 'Clear the filter' : 'Filter Tool by “chainsaw”'}
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          rows={inventoryEmpty ? [] : loans}
          columns={loanColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ noRowsOverlay: NoLoansOverlay, noResultsOverlay: NoMatchingLoansOverlay }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
