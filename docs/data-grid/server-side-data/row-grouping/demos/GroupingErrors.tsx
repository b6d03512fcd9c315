import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridDataSource,
  type GridGetRowsError,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-premium';
import { groupingColumn, orderColumns } from './columns';
import { childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';

export default function GroupingErrors() {
  const [fail, setFail] = React.useState(false);
  const [message, setMessage] = React.useState<string | null>(null);

  // Read through a ref: flipping the switch keeps the same data source.
  const failRef = React.useRef(fail);
  React.useEffect(() => {
    failRef.current = fail;
  }, [fail]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => fetchOrderRows(params, { fail: failRef.current }),
      getGroupKey: groupKeyOf,
      getChildrenCount: childCountOf,
    }),
    [],
  );

  // preview-start
  const handleError = (error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if ('groupKeys' in error.params) {
      const { groupFields = [], groupKeys = [] } = error.params;
      const group = groupKeys.map((key, depth) => `${groupFields[depth]} "${key}"`).join(', ');
      setMessage(`${error.message}, while opening ${group || 'the top level'}`);
    }
  };
  // preview-end

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={fail} onChange={(event) => setFail(event.target.checked)} />}
        label="Make the server fail"
      />
      <Alert severity={message ? 'error' : 'info'} role={message ? 'alert' : 'status'}>
        {message ?? 'No error so far. Turn the switch on, then open a group.'}
      </Alert>
      <Box sx={{ height: 330 }}>
        <DataGridPremium
          columns={orderColumns}
          groupingColDef={groupingColumn}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['channel', 'category'] } }}
          onDataSourceError={handleError}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
