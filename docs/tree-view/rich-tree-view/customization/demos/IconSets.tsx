import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView, type RichTreeViewSlots } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

type IconSet = 'default' | 'boxes' | 'folders';

// Defined once, outside the component.
const iconSets: Record<IconSet, RichTreeViewSlots> = {
  default: {},
  boxes: {
    expandIcon: AddBoxOutlinedIcon,
    collapseIcon: IndeterminateCheckBoxOutlinedIcon,
  },
  folders: {
    expandIcon: FolderIcon,
    collapseIcon: FolderOpenIcon,
    endIcon: DescriptionOutlinedIcon,
  },
};

export default function IconSets() {
  const [iconSet, setIconSet] = React.useState<IconSet>('folders');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={iconSet}
        onChange={(_event, value: IconSet | null) => value && setIconSet(value)}
        aria-label="Icon set"
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="boxes">Plus and minus</ToggleButton>
        <ToggleButton value="folders">Folders</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Product categories"
          items={catalog}
          defaultExpandedItems={['outdoor', 'outdoor-camping']}
          slots={iconSets[iconSet]}
        />
      </Box>
    </Box>
  );
}
