import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

type Main = 'none' | 'region' | 'stage';

export default function MainGroupingCriteria() {
  const [main, setMain] = React.useState<Main>('none');

  // preview-start
  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Deal>>(
    () => ({
      headerName: 'Region / stage / company',
      width: 260,
      leafField: 'company',
      // Leave the property out for the default behaviour.
      ...(main === 'none' ? {} : { mainGroupingCriteria: main }),
    }),
    [main],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={main}
        onChange={(_event, value: Main | null) => value && setMain(value)}
        aria-label="mainGroupingCriteria"
      >
        <ToggleButton value="none">not set</ToggleButton>
        <ToggleButton value="region">region</ToggleButton>
        <ToggleButton value="stage">stage</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // The grid does not sort again when the comparator changes: mount it again.
          key={main}
          rows={deals}
          columns={dealColumns}
          initialState={{
            rowGrouping: { model: ['region', 'stage'] },
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
            columns: { columnVisibilityModel: { company: false } },
          }}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
        />
      </Box>
    </Stack>
  );
}
