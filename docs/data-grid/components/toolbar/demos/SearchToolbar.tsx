import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import { DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function SearchToolbarContent() {
  return (
    <Toolbar>
      <Typography component="span" variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Tool loans
      </Typography>
      {/* Without a trigger, keep the field expanded: collapsed, it leaves the Tab order. */}
      <QuickFilter expanded>
        <QuickFilterControl
          placeholder="Tool or borrower"
          size="small"
          // Name the input itself; `htmlInput` replaces the input props the control sets.
          slotProps={{ htmlInput: { role: 'searchbox', 'aria-label': 'Search loans' } }}
        />
        <QuickFilterClear aria-label="Clear the search">
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}
// preview-end

export default function SearchToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={loans} columns={loanColumns} showToolbar slots={{ toolbar: SearchToolbarContent }} />
    </Box>
  );
}
