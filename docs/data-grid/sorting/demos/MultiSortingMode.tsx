import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import { bookColumns, books } from './books';

type Mode = 'withModifierKey' | 'always';

export default function MultiSortingMode() {
  const [mode, setMode] = React.useState<Mode>('always');
  const [single, setSingle] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, value: Mode | null) => value && setMode(value)}
          aria-label="multipleColumnsSortingMode"
        >
          <ToggleButton value="withModifierKey" sx={{ textTransform: 'none' }}>
            withModifierKey
          </ToggleButton>
          <ToggleButton value="always" sx={{ textTransform: 'none' }}>
            always
          </ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={single}
              onChange={(event) => {
                setSingle(event.target.checked);
                // A controlled model must not hold more than one item once multi-sorting is off.
                if (event.target.checked) {
                  setSortModel((model) => model.slice(0, 1));
                }
              }}
            />
          }
          label="disableMultipleColumnsSorting"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPro
          rows={books}
          columns={bookColumns}
          multipleColumnsSortingMode={mode}
          disableMultipleColumnsSorting={single}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Sort model: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Stack>
  );
}
