import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridExcelExportOptions, useGridApiRef } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoices } from './invoices';

// preview-start
const excelOptions: GridExcelExportOptions = {
  fileName: 'invoices-with-title',
  // Runs before the grid writes its rows: add a title above the header row.
  exceljsPreProcess: ({ worksheet }) => {
    worksheet.addRow(['Print shop – invoices, March 2026']).font = { bold: true, size: 14 };
    worksheet.addRow([]);
    return Promise.resolve();
  },
  // Runs after the rows: add a total under the last row.
  exceljsPostProcess: async ({ worksheet }) => {
    const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
    worksheet.addRow([]);
    worksheet.addRow(['', 'Total', '', total]).font = { bold: true };
    return Promise.resolve();
  },
};
// preview-end

export default function ExcelWorkbookHooks() {
  const apiRef = useGridApiRef();
  const [exportState, setExportState] = React.useState<'idle' | 'pending' | 'finished'>('idle');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          disabled={exportState === 'pending'}
          onClick={() => {
            void apiRef.current?.exportDataAsExcel(excelOptions);
          }}
        >
          Download workbook
        </Button>
        <Typography variant="body2" role="status">
          onExcelExportStateChange: <code>{exportState}</code>
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          onExcelExportStateChange={setExportState}
        />
      </Box>
    </Box>
  );
}
