import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, GridGetRowsError, type GridDataSource } from '@mui/x-data-grid';
import { createShipmentServer } from './fakeServer';
import { shipmentColumns } from './shipments';

export default function ServerErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createShipmentServer());
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<GridGetRowsError | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await server.getRows(params);
        setError(null); // this request worked: hide the last error
        return response;
      },
    }),
    [server],
  );

  const handleFailingChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    // The switch talks to the server, not to the grid: the data source keeps its identity.
    server.setFailing(event.target.checked);
    setFailing(event.target.checked);
  };

  // preview-start
  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={failing} onChange={handleFailingChange} />}
        label="Make the server fail"
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Rows {Number(error.params.start) + 1}–{error.params.end + 1} could not be loaded. {error.message}
        </Alert>
      ) : (
        <Alert severity="info" role="status">
          Turn on the switch, then change page or sort a column.
        </Alert>
      )}
      <Box sx={{ height: 371 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          columns={shipmentColumns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              setError(dataSourceError);
            }
          }}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
