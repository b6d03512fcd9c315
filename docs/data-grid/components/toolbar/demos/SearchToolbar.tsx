import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import { DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function SearchToolbarContent() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Tool loans
      </Typography>
      <QuickFilter>
        <QuickFilterControl placeholder="Tool or borrower" aria-label="Search loans" size="small" />
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
