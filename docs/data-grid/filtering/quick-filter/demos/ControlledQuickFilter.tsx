import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

const presets: { label: string; values: string[] }[] = [
  { label: 'Enterprise', values: ['enterprise'] },
  { label: 'Tom Becker, Team', values: ['becker', 'team'] },
  { label: 'United States', values: ['united', 'states'] },
  { label: 'Clear', values: [] },
];

export default function ControlledQuickFilter() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['enterprise'],
  });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setFilterModel((model) => ({ ...model, quickFilterValues: preset.values }))}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
    </Box>
  );
}
