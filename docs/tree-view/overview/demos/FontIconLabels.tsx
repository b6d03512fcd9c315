import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { ReactNode } from 'react';

// Icon renders a ligature of the Material Icons font: the page loads the font's stylesheet for this demo.
function Label({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action">
        {icon}
      </Icon>
      {children}
    </Box>
  );
}

export default function FontIconLabels() {
  return (
    <SimpleTreeView defaultExpandedItems={['inbox']} sx={{ maxWidth: 320 }}>
      <TreeItem itemId="inbox" label={<Label icon="inbox">Inbox</Label>}>
        <TreeItem itemId="inbox-team" label={<Label icon="groups">Team</Label>} />
        <TreeItem itemId="inbox-billing" label={<Label icon="receipt_long">Billing</Label>} />
      </TreeItem>
      <TreeItem itemId="starred" label={<Label icon="star">Starred</Label>} />
      <TreeItem itemId="archive" label={<Label icon="archive">Archive</Label>} />
    </SimpleTreeView>
  );
}
