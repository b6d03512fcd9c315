import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface MailFolder {
  id: string;
  name: string;
  unread: number;
  children?: MailFolder[];
}

const folders: MailFolder[] = [
  {
    id: 'inbox',
    name: 'Inbox',
    unread: 12,
    children: [
      { id: 'inbox-invoices', name: 'Invoices', unread: 2 },
      { id: 'inbox-newsletters', name: 'Newsletters', unread: 9 },
    ],
  },
  { id: 'drafts', name: 'Drafts', unread: 0 },
  { id: 'sent', name: 'Sent', unread: 0 },
  { id: 'archive', name: 'Archive', unread: 0 },
];

// The label must be a string: build it from any fields of the item.
const getItemLabel = (folder: MailFolder) => (folder.unread > 0 ? `${folder.name} (${folder.unread})` : folder.name);

export default function ComputedItemLabel() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['inbox']}
      />
    </Box>
  );
}
