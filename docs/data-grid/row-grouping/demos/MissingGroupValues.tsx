import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

export default function MissingGroupValues() {
  const [ownGroup, setOwnGroup] = React.useState(false);

  // preview-start
  const columns = React.useMemo<GridColDef<Deal>[]>(
    () => [
      ...dealColumns,
      {
        field: 'partnerName',
        headerName: 'Partner',
        width: 170,
        // Direct sales have no partner: their value is null.
        valueGetter: (_value, row) => row.partner?.name ?? null,
        // With the switch on, they get a key of their own.
        ...(ownGroup ? { groupingValueGetter: (_value: never, row: Deal) => row.partner?.name ?? 'Direct sale' } : {}),
      },
    ],
    [ownGroup],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ownGroup} onChange={(event) => setOwnGroup(event.target.checked)} />}
        label="Put direct sales in a group"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium rows={deals} columns={columns} initialState={{ rowGrouping: { model: ['partnerName'] } }} />
      </Box>
    </Stack>
  );
}
