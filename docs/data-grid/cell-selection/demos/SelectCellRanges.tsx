import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { bakerySales, salesColumns } from './bakerySales';

export default function SelectCellRanges() {
  return (
    <Box sx={{ height: 372, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium rows={bakerySales} columns={salesColumns} cellSelection hideFooter />
      {/* preview-end */}
    </Box>
  );
}
