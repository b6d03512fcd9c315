import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFiles } from './projectFiles';

export default function BasicLabelEditing() {
  return (
    <Box sx={{ minWidth: 260, maxHeight: 320, overflow: 'auto' }}>
      <RichTreeView aria-label="Project files" items={projectFiles} defaultExpandedItems={['src']} isItemEditable />
    </Box>
  );
}
