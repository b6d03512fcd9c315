import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridDataSource,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { createShipmentServer } from './fakeServer';
import { shipmentColumns } from './shipments';
import { RequestLog, useRequestLog } from './requestLog';

const emptyFilter: GridFilterModel = { items: [] };

export default function ControlledServerModels() {
  const [server] = React.useState(() => createShipmentServer());
  const { entries, logRequest } = useRequestLog(3);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        logRequest(params);
        return server.getRows(params);
      },
    }),
    [server, logRequest],
  );

  // preview-start
  const [pages, setPages] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [order, setOrder] = React.useState<GridSortModel>([]);
  const [filters, setFilters] = React.useState<GridFilterModel>(emptyFilter);

  const showReturns = () => {
    setFilters({ items: [{ field: 'status', operator: 'is', value: 'Returned' }] });
    setOrder([{ field: 'weightKg', sort: 'desc' }]);
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={showReturns}>
          Heaviest returns
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setPages((model) => ({ ...model, page: model.page + 1 }))}
        >
          Next page
        </Button>
        <Button
          size="small"
          onClick={() => {
            setFilters(emptyFilter);
            setOrder([]);
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 424 }}>
        {/* preview-start */}
        <DataGrid
          columns={shipmentColumns}
          dataSource={dataSource}
          paginationModel={pages}
          onPaginationModelChange={setPages}
          pageSizeOptions={[5, 10, 20]}
          sortModel={order}
          onSortModelChange={setOrder}
          filterModel={filters}
          onFilterModelChange={setFilters}
          showToolbar
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
