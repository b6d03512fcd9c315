import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { catalog } from './catalog';

export default function StyleWithSx() {
  const [indentation, setIndentation] = React.useState('12px');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="indentation-label" variant="body2" color="text.secondary">
        itemChildrenIndentation
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={indentation}
        onChange={(_event, value: string | null) => value && setIndentation(value)}
        aria-labelledby="indentation-label"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="4px">4px</ToggleButton>
        <ToggleButton value="12px">12px</ToggleButton>
        <ToggleButton value="32px">32px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300, overflow: 'auto' }}>
        {/* preview-start */}
        <RichTreeView
          aria-label="Product categories"
          items={catalog}
          defaultExpandedItems={['outdoor', 'outdoor-camping']}
          defaultSelectedItems="outdoor-camping-tents"
          itemChildrenIndentation={indentation}
          sx={{
            [`& .${treeItemClasses.content}`]: {
              borderRadius: 4,
              py: 0.5,
            },
            [`& .${treeItemClasses.content}[data-selected]`]: {
              bgcolor: 'action.selected',
              [`& .${treeItemClasses.label}`]: { fontWeight: 600 },
            },
            [`& .${treeItemClasses.iconContainer}`]: {
              color: 'text.secondary',
            },
            [`& .${treeItemClasses.label}`]: {
              fontSize: '0.9rem',
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
