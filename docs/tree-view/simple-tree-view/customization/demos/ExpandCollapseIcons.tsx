import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import type { SimpleTreeViewSlots } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type IconSet = 'default' | 'plusMinus' | 'folders';

// preview-start
const iconSets: Record<IconSet, SimpleTreeViewSlots> = {
  default: {},
  plusMinus: {
    expandIcon: AddBoxOutlinedIcon,
    collapseIcon: IndeterminateCheckBoxOutlinedIcon,
  },
  folders: {
    expandIcon: FolderIcon,
    collapseIcon: FolderOpenIcon,
    endIcon: InsertDriveFileOutlinedIcon,
  },
};
// preview-end

export default function ExpandCollapseIcons() {
  const [iconSet, setIconSet] = React.useState<IconSet>('folders');

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography id="icon-set-label" variant="body2" sx={{ mb: 0.5 }}>
        Icons
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={iconSet}
        onChange={(_event, value: IconSet | null) => value && setIconSet(value)}
        aria-labelledby="icon-set-label"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="plusMinus">Plus / minus</ToggleButton>
        <ToggleButton value="folders">Folders</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ maxHeight: 260, overflow: 'auto' }}>
        <SimpleTreeView aria-label="Design files" slots={iconSets[iconSet]} defaultExpandedItems={['brand']}>
          <TreeItem itemId="brand" label="Brand">
            <TreeItem itemId="brand-logo" label="logo.svg" />
            <TreeItem itemId="brand-colours" label="colours.pdf" />
          </TreeItem>
          <TreeItem itemId="campaigns" label="Campaigns">
            <TreeItem itemId="campaigns-spring" label="spring-poster.png" />
          </TreeItem>
          <TreeItem itemId="readme" label="README.md" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
