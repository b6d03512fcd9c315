import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridCsvGetRowsToExportParams,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// For CSV (and Excel), the selector can run inside getRowsToExport.
const getCurrentPage = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

export default function PrintCurrentPage() {
  const apiRef = useGridApiRef();

  // preview-start
  // For print, read the page's ids before the export starts: the print export
  // puts every row on one page before it calls getRowsToExport.
  const printCurrentPage = () => {
    if (!apiRef.current) {
      return;
    }
    const idsOnPage = gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);
    apiRef.current.exportDataAsPrint({ getRowsToExport: () => idsOnPage, hideFooter: true });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={printCurrentPage}>
        Print this page
      </Button>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          showToolbar
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 1, pageSize: 5 } } }}
          slotProps={{
            toolbar: {
              csvOptions: { getRowsToExport: getCurrentPage },
              printOptions: { disableToolbarButton: true },
            },
          }}
        />
      </Box>
    </Box>
  );
}
