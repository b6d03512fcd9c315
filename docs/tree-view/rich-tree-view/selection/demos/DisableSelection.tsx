import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

export default function DisableSelection() {
  const [disableSelection, setDisableSelection] = React.useState(true);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />}
        label="disableSelection"
      />
      <RichTreeView
        aria-label="Shop navigation"
        items={catalog}
        disableSelection={disableSelection}
        defaultExpandedItems={['clothing']}
        sx={{ maxHeight: 300, overflowY: 'auto' }}
      />
    </Box>
  );
}
