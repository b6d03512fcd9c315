import Box from '@mui/material/Box';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PerItemIcons() {
  return (
    <Box sx={{ minWidth: 250 }}>
      {/* preview-start */}
      <SimpleTreeView aria-label="Mailbox" defaultExpandedItems={['labels']}>
        <TreeItem itemId="inbox" label="Inbox" slots={{ icon: InboxIcon }} />
        <TreeItem itemId="sent" label="Sent" slots={{ icon: SendIcon }} />
        <TreeItem itemId="labels" label="Labels">
          <TreeItem
            itemId="labels-family"
            label="Family"
            slots={{ endIcon: LabelOutlinedIcon }}
            slotProps={{ endIcon: { color: 'success' } }}
          />
          <TreeItem
            itemId="labels-bills"
            label="Bills"
            slots={{ endIcon: LabelOutlinedIcon }}
            slotProps={{ endIcon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="trash" label="Trash" slots={{ icon: DeleteOutlineIcon }} />
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}
