import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function StyleWithSx() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        hideFooter
        // preview-start
        sx={(theme) => ({
          // The root: the grid's frame.
          borderColor: 'primary.main',
          borderWidth: 2,
          // Descendants, addressed by the classes of `gridClasses`.
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 'bold',
            textTransform: 'uppercase',
            fontSize: '0.75rem',
            letterSpacing: '0.05em',
          },
          [`& .${gridClasses.cell}`]: {
            fontVariantNumeric: 'tabular-nums',
          },
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
          },
        })}
        // preview-end
      />
    </Box>
  );
}
