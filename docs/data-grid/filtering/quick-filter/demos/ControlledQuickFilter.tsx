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
  { label: 'No search', values: [] },
];

const startingModel: GridFilterModel = { items: [], quickFilterValues: ['enterprise'] };

export default function ControlledQuickFilter() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState(startingModel);
  const applyPreset = (values: string[]) => setFilterModel((model) => ({ ...model, quickFilterValues: values }));
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, mb: 1, flexWrap: 'wrap' }}>
        {presets.map(({ label, values }) => (
          <Button key={label} variant="outlined" size="small" onClick={() => applyPreset(values)}>
            {label}
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
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
    </Box>
  );
}
