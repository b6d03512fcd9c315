import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  const [disableSelection, setDisableSelection] = React.useState(true);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />}
        label="disableSelection"
      />
      <SimpleTreeView aria-label="Book chapters" disableSelection={disableSelection} defaultExpandedItems={['part-1']}>
        <TreeItem itemId="part-1" label="Part I: The harbour">
          <TreeItem itemId="ch-1" label="1. Arrival" />
          <TreeItem itemId="ch-2" label="2. The lighthouse keeper" />
          <TreeItem itemId="ch-3" label="3. Fog" />
        </TreeItem>
        <TreeItem itemId="part-2" label="Part II: The crossing">
          <TreeItem itemId="ch-4" label="4. Departure" />
          <TreeItem itemId="ch-5" label="5. The storm" />
        </TreeItem>
        <TreeItem itemId="epilogue" label="Epilogue" />
      </SimpleTreeView>
    </Box>
  );
}
