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

const noPropagation: GridRowSelectionPropagation = { parents: false, descendants: false };
const fullPropagation: GridRowSelectionPropagation = { parents: true, descendants: true };

export default function SingleSelectionInGroups() {
  const [propagate, setPropagate] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={propagate} onChange={(event) => setPropagate(event.target.checked)} />}
        label="Propagate the selection (the default)"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['region'] } }}
          defaultGroupingExpansionDepth={-1}
          // preview-start
          disableMultipleRowSelection
          rowSelectionPropagation={propagate ? fullPropagation : noPropagation}
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
