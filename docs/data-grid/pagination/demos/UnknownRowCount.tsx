import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { fetchUncountedPage } from './server';
import { shipmentColumns, type Shipment } from './shipments';

export default function UnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  // The model whose rows are shown: until it matches the current one, a request is running.
  const [loadedModel, setLoadedModel] = React.useState<GridPaginationModel | null>(null);
  const loading = loadedModel !== paginationModel;
  // preview-start
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  // -1: nobody knows the total yet.
  const [rowCount, setRowCount] = React.useState(-1);
  // preview-end

  React.useEffect(() => {
    let current = true;
    void fetchUncountedPage(paginationModel).then((answer) => {
      if (current) {
        setRows(answer.rows);
        setPaginationMeta({ hasNextPage: answer.hasNextPage });
        setLoadedModel(paginationModel);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={shipmentColumns}
          paginationMode="server"
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25, 50]}
          loading={loading}
          disableColumnSorting
          disableColumnFilter
        />
        {/* preview-end */}
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        rowCount: {rowCount} · paginationMeta: {JSON.stringify(paginationMeta)}
      </Typography>
    </Box>
  );
}
