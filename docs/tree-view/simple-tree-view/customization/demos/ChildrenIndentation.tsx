import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ChildrenIndentation() {
  const [indentation, setIndentation] = React.useState('24px');

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography id="indentation-label" variant="body2" sx={{ mb: 0.5 }}>
        itemChildrenIndentation
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={indentation}
        onChange={(_event, value: string | null) => value && setIndentation(value)}
        aria-labelledby="indentation-label"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="12px">12px (default)</ToggleButton>
        <ToggleButton value="24px">24px</ToggleButton>
        <ToggleButton value="3rem">3rem</ToggleButton>
      </ToggleButtonGroup>
      <SimpleTreeView
        aria-label="Organisation"
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['ceo', 'cto']}
      >
        <TreeItem itemId="ceo" label="Chief executive">
          <TreeItem itemId="cto" label="Chief technology officer">
            <TreeItem itemId="cto-platform" label="Head of platform" />
            <TreeItem itemId="cto-security" label="Head of security" />
          </TreeItem>
          <TreeItem itemId="cfo" label="Chief financial officer" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
