import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridOverlay, type GridPaginationModel } from '@mui/x-data-grid';
import { fetchCountedPage } from './server';
import { shipmentColumns, type Shipment } from './shipments';

// With no rows but a known total, the grid shows its "no results" overlay.
// In this demo that only happens when a request failed, so it says so.
function PageNotLoaded() {
  return <GridOverlay>This page could not be loaded.</GridOverlay>;
}

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  // Keep the last total while a page loads, so the page count does not drop to zero.
  const [rowCount, setRowCount] = React.useState(0);
  const [error, setError] = React.useState<string | null>(null);
  const [serverFails, setServerFails] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  // A request is running until the last answer (or failure) belongs to the current one.
  const requestKey = `${paginationModel.page}/${paginationModel.pageSize}/${serverFails}/${attempt}`;
  const [answeredKey, setAnsweredKey] = React.useState<string | null>(null);
  const loading = answeredKey !== requestKey;

  // preview-start
  React.useEffect(() => {
    let current = true; // ignore the answer if another request started since
    void fetchCountedPage(paginationModel, { fail: serverFails })
      .then((answer) => {
        if (current) {
          setRows(answer.rows);
          setRowCount(answer.total);
          setError(null);
        }
      })
      .catch((reason: Error) => {
        if (current) {
          setRows([]);
          setError(reason.message);
        }
      })
      .finally(() => {
        if (current) {
          setAnsweredKey(requestKey);
        }
      });
    return () => {
      current = false;
    };
  }, [paginationModel, serverFails, requestKey]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, minHeight: 48, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={serverFails} onChange={(event) => setServerFails(event.target.checked)} />}
          label="Make the server fail"
        />
        {error && !loading && (
          <Alert
            severity="error"
            sx={{ py: 0, flex: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={shipmentColumns}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 20]}
          loading={loading}
          disableColumnSorting
          disableColumnFilter
          slots={{ noResultsOverlay: PageNotLoaded }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
