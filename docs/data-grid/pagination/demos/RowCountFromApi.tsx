import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { countRows, fetchUncountedPage } from './server';
import { shipmentColumns, type Shipment } from './shipments';

export default function RowCountFromApi() {
  const apiRef = useGridApiRef();
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  // The model whose rows are shown: until it matches the current one, a request is running.
  const [loadedModel, setLoadedModel] = React.useState<GridPaginationModel | null>(null);
  const loading = loadedModel !== paginationModel;
  // -1 until the count query answers.
  const [rowCount, setRowCount] = React.useState(-1);
  const [log, setLog] = React.useState<string[]>([]);

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

  // preview-start
  // The slow count query runs once, beside the page requests.
  React.useEffect(() => {
    let current = true;
    void countRows().then((total) => {
      if (current) {
        apiRef.current?.setRowCount(total);
      }
    });
    return () => {
      current = false;
    };
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={shipmentColumns}
          paginationMode="server"
          rowCount={rowCount}
          onRowCountChange={(count) => {
            setLog((previous) => [...previous, `onRowCountChange(${count})`]);
            setRowCount(count);
          }}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20]}
          loading={loading}
          disableColumnSorting
          disableColumnFilter
        />
        {/* preview-end */}
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {log.length === 0 ? 'Counting the rows… (three seconds)' : log.join('\n')}
      </Typography>
    </Box>
  );
}
