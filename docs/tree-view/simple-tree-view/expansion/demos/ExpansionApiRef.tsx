import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ExpansionApiRef() {
  // preview-start
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('');

  const toggleParks = (event: React.MouseEvent) => {
    // Without `shouldBeExpanded`, the item toggles.
    apiRef.current?.setItemExpansion({ event, itemId: 'parks' });
  };

  const openTransport = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'transport', shouldBeExpanded: true });
  };

  const checkParks = () => {
    const isOpen = apiRef.current?.isItemExpanded('parks') ?? false;
    setMessage(`Parks is ${isOpen ? 'expanded' : 'collapsed'}.`);
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={toggleParks}>
          Toggle Parks
        </Button>
        <Button size="small" variant="outlined" onClick={openTransport}>
          Open Transport
        </Button>
        <Button size="small" variant="outlined" onClick={checkParks}>
          Is Parks open?
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1, minHeight: 20 }}>
        {message}
      </Typography>
      <Box sx={{ maxHeight: 230, overflow: 'auto' }}>
        <SimpleTreeView aria-label="City services" apiRef={apiRef}>
          <TreeItem itemId="parks" label="Parks">
            <TreeItem itemId="parks-riverside" label="Riverside park" />
            <TreeItem itemId="parks-botanical" label="Botanical garden" />
          </TreeItem>
          <TreeItem itemId="transport" label="Transport">
            <TreeItem itemId="transport-tram" label="Tram lines" />
            <TreeItem itemId="transport-bikes" label="Bike sharing" />
          </TreeItem>
          <TreeItem itemId="libraries" label="Libraries" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
