import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsTree() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
        sx={{ mb: 1 }}
      />
      {/* The Simple Tree View reads `disabledItemsFocusable` once, on mount:
          the `key` remounts the tree when the switch changes. */}
      <SimpleTreeView
        key={String(disabledItemsFocusable)}
        aria-label="Mail folders"
        defaultExpandedItems={['inbox', 'archive']}
        disabledItemsFocusable={disabledItemsFocusable}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-clients" label="Clients" />
          <TreeItem itemId="inbox-shared" label="Shared with finance (read-only)" disabled />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive 2019 (locked)" disabled>
          <TreeItem itemId="archive-invoices" label="Invoices" />
          <TreeItem itemId="archive-contracts" label="Contracts" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
      </SimpleTreeView>
    </Box>
  );
}
