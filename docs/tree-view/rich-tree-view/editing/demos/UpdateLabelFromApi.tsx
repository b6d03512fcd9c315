import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const shopCategories = [
  {
    id: 'garden',
    label: 'Garden',
    children: [
      { id: 'garden-tools', label: 'Hand tools' },
      { id: 'garden-seeds', label: 'Seeds' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'kitchen-knives', label: 'Knives' },
      { id: 'kitchen-pans', label: 'Pans' },
    ],
  },
];

export default function UpdateLabelFromApi() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('garden-seeds');
  const [newLabel, setNewLabel] = React.useState('Seeds and bulbs');
  const [lastChange, setLastChange] = React.useState('none yet');

  const handleApply = () => {
    if (selectedItem && newLabel.trim()) {
      // preview-start
      apiRef.current?.updateItemLabel(selectedItem, newLabel.trim());
      // preview-end
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="New category name"
          value={newLabel}
          onChange={(event) => setNewLabel(event.target.value)}
        />
        <Button variant="outlined" onClick={handleApply} disabled={!selectedItem || !newLabel.trim()}>
          Rename selected
        </Button>
      </Stack>
      {/* The tree itself is not editable: only the API changes the labels. */}
      <RichTreeView
        aria-label="Shop categories"
        apiRef={apiRef}
        items={shopCategories}
        defaultExpandedItems={['garden', 'kitchen']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        onItemLabelChange={(itemId, label) => setLastChange(`${itemId} → "${label}"`)}
      />
      <Typography variant="body2" dir="ltr" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Last onItemLabelChange: {lastChange}
      </Typography>
    </Box>
  );
}
