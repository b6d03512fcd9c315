import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { catalog } from './catalog';

export default function SelectionPropagation() {
  // preview-start
  const [selectionPropagation, setSelectionPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  // preview-end
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleRuleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSelectionPropagation((previous) => ({
      ...previous,
      [event.target.name]: event.target.checked,
    }));
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              name="descendants"
              checked={Boolean(selectionPropagation.descendants)}
              onChange={handleRuleChange}
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch name="parents" checked={Boolean(selectionPropagation.parents)} onChange={handleRuleChange} />
          }
          label="parents"
        />
      </FormGroup>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(selected)}
      </Typography>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        multiSelect
        checkboxSelection
        selectionPropagation={selectionPropagation}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['clothing', 'jackets', 'home']}
        sx={{ maxHeight: 324, overflowY: 'auto' }}
      />
    </Box>
  );
}
