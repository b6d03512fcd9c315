import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DefaultSelection() {
  return (
    <Box sx={{ minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Mailbox"
        defaultExpandedItems={['inbox']}
        // The tree opens with "Invoices" selected, then manages selection itself.
        defaultSelectedItems="inbox-invoices"
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-invoices" label="Invoices" />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
          <TreeItem itemId="inbox-team" label="Team" />
        </TreeItem>
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="archive" label="Archive" />
      </SimpleTreeView>
    </Box>
  );
}
