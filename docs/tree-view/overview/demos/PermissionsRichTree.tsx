import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const permissions: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.invoices.read', label: 'View invoices' },
      { id: 'billing.invoices.write', label: 'Issue invoices' },
      { id: 'billing.refunds', label: 'Approve refunds' },
    ],
  },
  {
    id: 'users',
    label: 'Users',
    children: [
      { id: 'users.read', label: 'View users' },
      { id: 'users.invite', label: 'Invite users' },
      {
        id: 'users.roles',
        label: 'Roles',
        children: [
          { id: 'users.roles.assign', label: 'Assign roles' },
          { id: 'users.roles.edit', label: 'Edit role definitions' },
        ],
      },
    ],
  },
  { id: 'audit-log', label: 'Read audit log' },
];

// Only leaf items are real permissions; parent items are just groups.
function collectLeafIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? collectLeafIds(item.children) : [item.id]));
}

const leafIds = collectLeafIds(permissions);

export default function PermissionsRichTree() {
  const [selected, setSelected] = React.useState<string[]>(['users.read']);
  const grantedCount = selected.filter((id) => leafIds.includes(id)).length;

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {grantedCount} of {leafIds.length} permissions granted
      </Typography>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['billing', 'users']}
      />
    </Box>
  );
}
