import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { campaigns, type Campaign, footerCellSx } from './campaigns';

// Four columns read the same field, `clicks`, which is null for print campaigns.
const clicksColumn = (field: string, headerName: string): GridColDef<Campaign> => ({
  field,
  headerName,
  type: 'number',
  width: 130,
  valueGetter: (value, row) => row.clicks,
});

const columns: GridColDef<Campaign>[] = [
  { field: 'name', headerName: 'Campaign', flex: 1, minWidth: 170 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  clicksColumn('clicksSum', 'Clicks (sum)'),
  clicksColumn('clicksAvg', 'Clicks (avg)'),
  clicksColumn('clicksMin', 'Clicks (min)'),
  clicksColumn('clicksSize', 'Clicks (size)'),
];

export default function HowEmptyValuesCount() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        // preview-start
        initialState={{
          aggregation: {
            model: { clicksSum: 'sum', clicksAvg: 'avg', clicksMin: 'min', clicksSize: 'size' },
          },
        }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
