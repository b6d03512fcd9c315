import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { projectFiles } from './projectFiles';

type Trigger = 'content' | 'iconContainer';

// preview-start
function FolderItem(props: TreeItemProps) {
  return (
    <TreeItem
      {...props}
      slotProps={{ iconContainer: { title: 'Expand or collapse' } }}
      sx={{
        // A bigger, round target for the chevron
        [`& .${treeItemClasses.iconContainer}`]: {
          width: 28,
          height: 28,
          alignItems: 'center',
          borderRadius: '50%',
          '&:hover': { bgcolor: 'action.selected' },
        },
      }}
    />
  );
}
// preview-end

export default function ExpansionTriggerItem() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');
  const [expanded, setExpanded] = React.useState<string[]>(['src']);
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="trigger-label" variant="body2">
          expansionTrigger
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="trigger-label"
          size="small"
          exclusive
          value={trigger}
          onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        >
          <ToggleButton value="content">content</ToggleButton>
          <ToggleButton value="iconContainer">iconContainer</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        expansionTrigger={trigger}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        slots={{ item: FolderItem }}
        sx={{ height: 300, overflow: 'auto' }}
      />
    </Stack>
  );
}
