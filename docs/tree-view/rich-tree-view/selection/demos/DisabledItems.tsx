import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Category = TreeViewBaseItem<{ id: string; label: string; inStock: boolean }>;

const categories: Category[] = [
  {
    id: 'garden',
    label: 'Garden',
    inStock: true,
    children: [
      { id: 'seeds', label: 'Seeds', inStock: true },
      { id: 'hoses', label: 'Hoses (sold out)', inStock: false },
      { id: 'planters', label: 'Planters', inStock: true },
    ],
  },
  {
    id: 'winter',
    label: 'Winter sports (off season)',
    inStock: false,
    children: [
      { id: 'skis', label: 'Skis', inStock: true },
      { id: 'sledges', label: 'Sledges', inStock: true },
    ],
  },
  { id: 'bikes', label: 'Bikes', inStock: true },
];

// Defined outside the component so that its reference stays stable.
const isItemDisabled = (item: Category) => !item.inStock;

export default function DisabledItems() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <RichTreeView
        aria-label="Seasonal categories"
        items={categories}
        multiSelect
        checkboxSelection
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={disabledItemsFocusable}
        defaultExpandedItems={['garden', 'winter']}
        sx={{ maxHeight: 320, overflowY: 'auto' }}
      />
    </Box>
  );
}
