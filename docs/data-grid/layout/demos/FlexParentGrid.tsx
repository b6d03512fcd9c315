import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function FlexParentGrid() {
  const [count, setCount] = React.useState(3);
  const rows = tasks.slice(0, count);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.min(n + 1, tasks.length))}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.max(n - 1, 0))}>
          Remove a row
        </Button>
        <Button size="small" onClick={() => setCount(0)}>
          Clear
        </Button>
      </Stack>
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={taskColumns} hideFooter />
      </Box>
      {/* preview-end */}
    </Stack>
  );
}
