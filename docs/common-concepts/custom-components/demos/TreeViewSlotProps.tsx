import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { mailFolders, unreadCounts } from './mailFolders';

export default function TreeViewSlotProps() {
  return (
    <Box sx={{ minWidth: 240, maxHeight: 300, overflow: 'auto' }}>
      {/* preview-start */}
      <RichTreeView
        items={mailFolders}
        defaultExpandedItems={['inbox']}
        // components: one per slot name
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: MailOutlineIcon,
        }}
        slotProps={{
          // an object: the same props for every icon
          endIcon: { fontSize: 'small', color: 'action' },
          // a function: props computed for each item from its id and label
          item: ({ itemId, label }) => ({
            label: unreadCounts[itemId] ? `${label} (${unreadCounts[itemId]})` : label,
          }),
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
