import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type ExpansionTrigger = 'content' | 'iconContainer';

export default function ExpansionTriggerToggle() {
  const [trigger, setTrigger] = React.useState<ExpansionTrigger>('iconContainer');
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography id="expansion-trigger-label" variant="body2" sx={{ mb: 0.5 }}>
        expansionTrigger
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: ExpansionTrigger | null) => value && setTrigger(value)}
        aria-labelledby="expansion-trigger-label"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="content">content</ToggleButton>
        <ToggleButton value="iconContainer">iconContainer</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        Selected:{' '}
        <Box component="span" dir="ltr">
          {selectedItem ?? 'none'}
        </Box>
      </Typography>
      <Box sx={{ maxHeight: 230, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Shop categories"
          expansionTrigger={trigger}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        >
          <TreeItem itemId="outdoor" label="Outdoor">
            <TreeItem itemId="outdoor-tents" label="Tents" />
            <TreeItem itemId="outdoor-stoves" label="Camping stoves" />
          </TreeItem>
          <TreeItem itemId="cycling" label="Cycling">
            <TreeItem itemId="cycling-helmets" label="Helmets" />
            <TreeItem itemId="cycling-lights" label="Lights" />
          </TreeItem>
          <TreeItem itemId="sale" label="Sale" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
