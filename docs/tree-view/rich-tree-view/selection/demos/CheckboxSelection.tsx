import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

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
        Filter: {selected.length > 0 ? selected.join(', ') : 'all products'}
      </Typography>
      {/* The key remounts the tree: the value type changes with multiSelect. */}
      <RichTreeView
        key={String(multiSelect)}
        aria-label="Filter by category"
        items={catalog}
        checkboxSelection
        multiSelect={multiSelect}
        defaultExpandedItems={['clothing', 'jackets']}
        onSelectedItemsChange={(_event, itemIds: string[] | string | null) =>
          setSelected(Array.isArray(itemIds) ? itemIds : itemIds == null ? [] : [itemIds])
        }
        sx={{ maxHeight: 288, overflowY: 'auto' }}
      />
    </Box>
  );
}
