import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function ExportFromButtons() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      {/* preview-start */}
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'unpaid-invoices', utf8WithBom: true })}
        >
          Download CSV
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsPrint({ hideFooter: true })}>
          Print
        </Button>
      </Stack>
      {/* preview-end */}
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          initialState={{
            filter: { filterModel: { items: [{ field: 'paid', operator: 'is', value: 'false' }] } },
          }}
        />
      </Box>
    </Box>
  );
}
