import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsError,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import { driveColumns, nameColumn } from './columns';
import { fetchDriveRows, type DriveRow } from './fakeServer';

export default function TreeDataErrors() {
  const apiRef = useGridApiRef();
  const [fail, setFail] = React.useState(false);
  const [message, setMessage] = React.useState<string | null>(null);

  // The switch is read through a ref, so that flipping it keeps the same data source.
  const failRef = React.useRef(fail);
  React.useEffect(() => {
    failRef.current = fail;
  }, [fail]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => fetchDriveRows(params, { fail: failRef.current }),
      getGroupKey: (row) => (row as DriveRow).name,
      getChildrenCount: (row) => (row as DriveRow).childCount,
    }),
    [],
  );

  // preview-start
  const handleError = (error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if ('groupKeys' in error.params && error.params.groupKeys?.length) {
      setMessage(`Could not open ${error.params.groupKeys.join(' / ')}: ${error.message}`);
    } else {
      setMessage(`Could not load the drive: ${error.message}`);
    }
  };
  // preview-end

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={fail} onChange={(event) => setFail(event.target.checked)} />}
          label="Make the server fail"
        />
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setMessage(null);
            apiRef.current?.dataSource.cache.clear();
            apiRef.current?.dataSource.fetchRows();
          }}
        >
          Reload the top level
        </Button>
      </Stack>
      <Alert severity={message ? 'error' : 'info'} role={message ? 'alert' : 'status'}>
        {message ?? 'No error so far. Turn the switch on, then open a folder.'}
      </Alert>
      <Box sx={{ height: 330 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={driveColumns}
          dataSource={dataSource}
          treeData
          groupingColDef={nameColumn}
          onDataSourceError={handleError}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
