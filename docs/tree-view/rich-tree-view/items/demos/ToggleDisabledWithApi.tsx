import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'password', label: 'Password' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'invoices', label: 'Invoices' },
      { id: 'payment', label: 'Payment methods' },
    ],
  },
];

export default function ToggleDisabledWithApi() {
  const apiRef = useTreeViewApiRef();
  const [billingLocked, setBillingLocked] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setBillingLocked(event.target.checked);
    // preview-start
    apiRef.current?.setIsItemDisabled({
      itemId: 'billing',
      shouldBeDisabled: event.target.checked,
    });
    // preview-end
  };

  return (
    <Box sx={{ minHeight: 270, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={billingLocked} onChange={handleChange} />}
        label="Lock the billing section"
      />
      <RichTreeView
        aria-label="Settings"
        apiRef={apiRef}
        items={settings}
        defaultExpandedItems={['account', 'billing']}
      />
    </Box>
  );
}
