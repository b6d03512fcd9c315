import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

const heights = [220, 320, 420];

export default function FixedHeightGrid() {
  const [height, setHeight] = React.useState(320);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, value: number | null) => value !== null && setHeight(value)}
        aria-label="Container height"
      >
        {heights.map((value) => (
          <ToggleButton key={value} value={value}>
            {value} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <Box sx={{ height, width: '100%' }}>
        <DataGrid rows={tasks} columns={taskColumns} hideFooter />
      </Box>
      {/* preview-end */}
    </Stack>
  );
}
