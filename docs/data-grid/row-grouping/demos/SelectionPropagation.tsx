import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridRowSelectionModel,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function SelectionPropagation() {
  // preview-start
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  // preview-end
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        {(['parents', 'descendants'] as const).map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={propagation[key] ?? false}
                onChange={(event) => setPropagation((previous) => ({ ...previous, [key]: event.target.checked }))}
              />
            }
            label={key}
          />
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          checkboxSelection
          initialState={{ rowGrouping: { model: ['director', 'rep'] } }}
          defaultGroupingExpansionDepth={1}
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        {selection.type} ids = {JSON.stringify([...selection.ids])}
      </Box>
    </Stack>
  );
}
