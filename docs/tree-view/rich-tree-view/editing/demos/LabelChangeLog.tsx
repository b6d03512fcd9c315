import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewItemId } from '@mui/x-tree-view/models';

const mailFolders: TreeViewBaseItem[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'inbox-invoices', label: 'Invoices' },
      { id: 'inbox-newsletters', label: 'Newsletters' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects-website', label: 'Website redesign' },
      { id: 'projects-move', label: 'Office move' },
    ],
  },
  { id: 'archive', label: 'Archive' },
];

export default function LabelChangeLog() {
  const apiRef = useTreeViewApiRef();
  const [changes, setChanges] = React.useState<string[]>([]);

  const handleItemLabelChange = (itemId: TreeViewItemId, newLabel: string) => {
    // The item model is not updated by the edit: it still holds the previous label.
    const item = apiRef.current?.getItem(itemId) as TreeViewBaseItem | undefined;
    const previousLabel = item?.label;
    setChanges((previous) => [`${itemId}: "${previousLabel}" → "${newLabel}"`, ...previous].slice(0, 4));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <RichTreeView
          aria-label="Mail folders"
          apiRef={apiRef}
          items={mailFolders}
          defaultExpandedItems={['projects']}
          isItemEditable
          onItemLabelChange={handleItemLabelChange}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }} role="status">
        <Typography variant="subtitle2">onItemLabelChange calls</Typography>
        {changes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Rename a folder to see the callback.
          </Typography>
        ) : (
          changes.map((change, index) => (
            <Typography
              key={index}
              variant="body2"
              dir="ltr"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {change}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
