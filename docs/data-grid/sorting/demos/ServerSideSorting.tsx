import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, type Book } from './books';
import { fetchBooks } from './bookServer';

function describe(sortModel: GridSortModel) {
  const item = sortModel[0];
  return item?.sort ? `by ${item.field}, ${item.sort === 'asc' ? 'ascending' : 'descending'}` : 'in stock order';
}

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'title', sort: 'asc' }]);
  const [fail, setFail] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);

  // preview-start
  // One key per request: while the last answer is for another key, the grid is loading.
  const requestKey = JSON.stringify({ sortModel, fail, attempt });
  const [answer, setAnswer] = React.useState<{ key: string; rows: Book[]; error: string | null }>({
    key: '',
    rows: [],
    error: null,
  });
  const loading = answer.key !== requestKey;

  React.useEffect(() => {
    let active = true;
    fetchBooks(sortModel, { fail })
      .then((rows) => {
        if (active) {
          setAnswer({ key: requestKey, rows, error: null });
        }
      })
      .catch((reason: Error) => {
        if (active) {
          // Keep the rows of the last successful request on screen.
          setAnswer((previous) => ({ key: requestKey, rows: previous.rows, error: reason.message }));
        }
      });
    return () => {
      // A newer request started: ignore this one's answer.
      active = false;
    };
  }, [requestKey, sortModel, fail]);
  // preview-end

  let status: React.ReactNode;
  if (loading) {
    status = (
      <Alert severity="info" role="status">
        Asking the server for the books {describe(sortModel)}…
      </Alert>
    );
  } else if (answer.error) {
    status = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </Button>
        }
      >
        {answer.error}: the rows keep their previous order.
      </Alert>
    );
  } else {
    status = (
      <Alert severity="success" role="status">
        The server sent {answer.rows.length} books {describe(sortModel)}.
      </Alert>
    );
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={fail} onChange={(event) => setFail(event.target.checked)} />}
        label="Make the server fail"
      />
      {status}
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGrid
          rows={answer.rows}
          columns={bookColumns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          loading={loading}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
