import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelection() {
  const [multiSelect, setMultiSelect] = React.useState(true);
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleModeChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setMultiSelect(event.target.checked);
    setSelected([]);
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel control={<Switch checked={multiSelect} onChange={handleModeChange} />} label="multiSelect" />
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        Packed: {selected.length > 0 ? selected.join(', ') : 'nothing yet'}
      </Typography>
      {/* The key remounts the tree: the value type changes with multiSelect. */}
      <SimpleTreeView
        key={String(multiSelect)}
        aria-label="Packing list"
        checkboxSelection
        multiSelect={multiSelect}
        defaultExpandedItems={['clothes', 'toiletries']}
        onSelectedItemsChange={(_event, itemIds: string[] | string | null) =>
          setSelected(Array.isArray(itemIds) ? itemIds : itemIds == null ? [] : [itemIds])
        }
      >
        <TreeItem itemId="clothes" label="Clothes">
          <TreeItem itemId="rain-jacket" label="Rain jacket" />
          <TreeItem itemId="hiking-socks" label="Hiking socks" />
        </TreeItem>
        <TreeItem itemId="toiletries" label="Toiletries">
          <TreeItem itemId="sunscreen" label="Sunscreen" />
          <TreeItem itemId="toothbrush" label="Toothbrush" />
        </TreeItem>
        <TreeItem itemId="passport" label="Passport" />
      </SimpleTreeView>
    </Box>
  );
}
