import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_ROOT_FOOTER_ROW_ID,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, type Campaign, footerCellSx } from './campaigns';

// preview-start
const columns: GridColDef<Campaign>[] = campaignColumns('name', 'channel', 'budget', 'spent').map((column) =>
  column.field === 'name'
    ? {
        ...column,
        // The footer row has its own id; give its first cell a word that says what it is.
        renderCell: (params: GridRenderCellParams<Campaign, string>) =>
          params.id === GRID_AGGREGATION_ROOT_FOOTER_ROW_ID ? <strong>Spring total</strong> : params.formattedValue,
      }
    : column,
);
// preview-end

export default function LabelTheFooterRow() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        initialState={{ aggregation: { model: { budget: 'sum', spent: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
