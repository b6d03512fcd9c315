import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { addParcelOnServer, getParcels, parcelColumns } from './parcelApi';

export default function RefreshFromServer() {
  const apiRef = useGridApiRef();
  const [note, setNote] = React.useState('The grid shows the server as it was at its last request.');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        const offset = Number(start);
        const { items, total } = await getParcels(`/api/parcels?offset=${offset}&limit=${end - offset + 1}`);
        return { rows: items, rowCount: total };
      },
    }),
    [],
  );

  const addParcel = () => {
    const parcel = addParcelOnServer();
    setNote(`${parcel.id} was added on the server. Go to page 2 and back: the cache still shows page 1 without it.`);
  };

  // preview-start
  const refresh = () => {
    // Drop every cached page, then ask for the current one again.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
    setNote('Refreshed: the cache is empty and the current page comes from the server.');
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addParcel}>
          Add a parcel on the server
        </Button>
        <Button size="small" variant="contained" onClick={refresh}>
          Refresh
        </Button>
      </Stack>
      <Alert severity="info" role="status">
        {note}
      </Alert>
      <Box sx={{ height: 371 }}>
        <DataGrid
          apiRef={apiRef}
          columns={parcelColumns}
          dataSource={dataSource}
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
