import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

const depths = [0, 1, 2, -1];

export default function ExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="expansion-depth-label">
          defaultGroupingExpansionDepth
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={depth}
          onChange={(event, value: number | null) => {
            if (value !== null) {
              setDepth(value);
            }
          }}
          aria-labelledby="expansion-depth-label"
        >
          {depths.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPro
          // A new key mounts a new grid, which builds its tree with the new depth.
          key={depth}
          treeData
          getTreeDataPath={getStaffPath}
          rows={staff}
          columns={staffColumns}
          defaultGroupingExpansionDepth={depth}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
