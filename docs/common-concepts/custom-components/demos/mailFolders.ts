import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export const mailFolders: TreeViewBaseItem[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'inbox-invoices', label: 'Invoices' },
      { id: 'inbox-newsletters', label: 'Newsletters' },
    ],
  },
  { id: 'drafts', label: 'Drafts' },
  { id: 'sent', label: 'Sent' },
  {
    id: 'archive',
    label: 'Archive',
    children: [
      { id: 'archive-2025', label: '2025' },
      { id: 'archive-2024', label: '2024' },
    ],
  },
];

// Unread messages per folder, keyed by item id.
export const unreadCounts: Record<string, number> = {
  inbox: 12,
  'inbox-invoices': 3,
  'inbox-newsletters': 7,
  drafts: 1,
};
