import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function MaxHeightGrid() {
  const [count, setCount] = React.useState(4);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography id="max-height-rows" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Rows: {count}
        </Typography>
        <Slider
          size="small"
          min={1}
          max={tasks.length}
          value={count}
          onChange={(_event, value) => setCount(value)}
          aria-labelledby="max-height-rows"
        />
      </Stack>
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 320 }}>
        <DataGrid rows={tasks.slice(0, count)} columns={taskColumns} hideFooter />
      </Box>
      {/* preview-end */}
    </Stack>
  );
}
