import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

type Field = 'region' | 'industry';

export default function SelectionAcrossRegrouping() {
  const [field, setField] = React.useState<Field>('region');
  const [keep, setKeep] = React.useState(false);
  const rowGroupingModel = React.useMemo(() => [field], [field]);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['auto-generated-row-region/Iberia', 7, 8, 9, 10, 11, 12]),
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={field}
          onChange={(_event, value: Field | null) => value && setField(value)}
          aria-label="Group the deals by"
        >
          <ToggleButton value="region">Region</ToggleButton>
          <ToggleButton value="industry">Industry</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
          label="keepNonExistentRowsSelected"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          checkboxSelection
          showToolbar
          rowGroupingModel={rowGroupingModel}
          // preview-start
          keepNonExistentRowsSelected={keep}
          // preview-end
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        selected ids = {JSON.stringify([...selection.ids])}
      </Box>
    </Stack>
  );
}
