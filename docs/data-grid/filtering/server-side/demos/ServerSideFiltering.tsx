import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { type Book, bookColumns, fetchBooks } from './bookServer';

const initialModel: GridFilterModel = {
  items: [{ field: 'genre', operator: 'is', value: 'Novel' }],
};

export default function ServerSideFiltering() {
  const [filterModel, setFilterModel] = React.useState(initialModel);
  const [failing, setFailing] = React.useState(false);
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const lastRequest = React.useRef(0);

  // preview-start
  const load = React.useCallback((model: GridFilterModel, fail: boolean) => {
    lastRequest.current += 1;
    const request = lastRequest.current;
    fetchBooks(model, { fail })
      .then((result) => {
        if (request !== lastRequest.current) return; // a newer request is on its way
        setRows(result);
        setError(null);
      })
      .catch((reason: Error) => {
        if (request !== lastRequest.current) return;
        setRows([]);
        setError(reason.message);
      })
      .finally(() => {
        if (request === lastRequest.current) setLoading(false);
      });
  }, []);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setLoading(true);
    load(model, failing);
  };
  // preview-end

  // The first request; `loading` starts as true.
  React.useEffect(() => {
    load(initialModel, false);
  }, [load]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              setFailing(event.target.checked);
              setLoading(true);
              load(filterModel, event.target.checked);
            }}
          />
        }
        label="Make the server fail"
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setLoading(true);
                load(filterModel, failing);
              }}
            >
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 360, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={bookColumns}
          showToolbar
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          localeText={{ noRowsLabel: error ? 'The books could not be loaded' : 'No books match the filter' }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
