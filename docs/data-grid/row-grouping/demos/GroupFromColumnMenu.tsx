import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

// No grouping to start with: open the menu (⋮) of the Region or Stage header
// and choose "Group by …".
export default function GroupFromColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={deals} columns={dealColumns} />
    </Box>
  );
}
