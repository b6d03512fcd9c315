import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridAutosizeOptions } from '@mui/x-data-grid';
import { baseColumns, employees } from './employees';

export default function AutosizeWithApiRef() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<
    Required<Pick<GridAutosizeOptions, 'includeHeaders' | 'includeOutliers' | 'expand'>>
  >({
    includeHeaders: true,
    includeOutliers: false,
    expand: false,
  });

  const toggle = (key: keyof typeof options) => (_event: React.ChangeEvent, checked: boolean) =>
    setOptions((previous) => ({ ...previous, [key]: checked }));

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={options.includeHeaders} onChange={toggle('includeHeaders')} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={<Switch checked={options.includeOutliers} onChange={toggle('includeOutliers')} />}
          label="includeOutliers"
        />
        <FormControlLabel control={<Switch checked={options.expand} onChange={toggle('expand')} />} label="expand" />
        {/* preview-start */}
        <Button variant="outlined" size="small" onClick={() => void apiRef.current?.autosizeColumns(options)}>
          Autosize columns
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={baseColumns} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
