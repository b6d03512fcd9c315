import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { type Loan, loanColumns, loans } from './loans';

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
  const [rows, setRows] = React.useState<Loan[]>(loans);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setRows(rows.length ? [] : loans)}>
          {rows.length ? 'Remove every row' : 'Restore the rows'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setFilterModel(filterModel.items.length ? { items: [] } : noMatchFilter)}
        >
          {filterModel.items.length ? 'Clear the filter' : 'Filter Tool by “chainsaw”'}
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={loanColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ noRowsOverlay: NoLoansOverlay, noResultsOverlay: NoMatchingLoansOverlay }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
