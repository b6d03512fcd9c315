import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridGetRowsError,
  type GridUpdateRowError,
  GRID_ROOT_GROUP_ID,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { createPaymentServer } from './paymentServer';
import { paymentColumns } from './cardPayments';

export default function LazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createPaymentServer({ latencyMs: 800 }));
  const [failing, setFailing] = React.useState(false);
  const [failed, setFailed] = React.useState<GridGetRowsParams[]>([]);

  const dataSource = React.useMemo<GridDataSource>(() => ({ getRows: server.getRows }), [server]);

  // preview-start
  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridGetRowsError) {
      // error.params holds the request that failed, start and end included.
      const { start, end } = error.params;
      setFailed((previous) =>
        previous.some((params) => params.start === start && params.end === end)
          ? previous // the same block failed again
          : [...previous, error.params],
      );
    }
  };

  const retry = () => {
    failed.forEach(({ start, end }) => {
      apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, { start, end });
    });
    setFailed([]);
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              server.setFailing(event.target.checked);
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
      />
      {failed.length > 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failed.length === 1 ? 'One block' : `${failed.length} blocks`} of rows could not be loaded (
          {failed.map(({ start, end }) => `${Number(start) + 1}–${end + 1}`).join(', ')}).
        </Alert>
      ) : (
        <Alert severity="info" role="status">
          Turn on the switch, then scroll down past the loaded rows.
        </Alert>
      )}
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          columns={paymentColumns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
