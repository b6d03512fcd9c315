import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { companyTeams } from './companyTeams';

export default function ExpandFromCode() {
  const apiRef = useTreeViewApiRef();
  const [status, setStatus] = React.useState('');

  // preview-start
  // Expand every ancestor of an item, from the root down.
  const reveal = (itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ancestors: string[] = [];
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      ancestors.unshift(parentId);
      parentId = api.getParentId(parentId);
    }
    ancestors.forEach((ancestorId) => api.setItemExpansion({ itemId: ancestorId, shouldBeExpanded: true }));
    setStatus(`Is "web" expanded? ${api.isItemExpanded('web') ? 'yes' : 'no'}`);
  };
  // preview-end

  const toggleSales = (event: React.MouseEvent) => {
    // Without `shouldBeExpanded`, the method flips the current state.
    apiRef.current?.setItemExpansion({ event, itemId: 'sales' });
  };

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => reveal('lucas')}>
          Show Lucas Petit
        </Button>
        <Button size="small" variant="outlined" onClick={toggleSales}>
          Toggle Sales
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView aria-label="Company teams" apiRef={apiRef} items={companyTeams} />
      </Box>
    </Box>
  );
}
