import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type MailFolder = {
  id: string;
  label: string;
  unread: number;
};

export const mailFolders: TreeViewBaseItem<MailFolder>[] = [
  { id: 'inbox', label: 'Inbox', unread: 12 },
  {
    id: 'projects',
    label: 'Projects',
    unread: 0,
    children: [
      { id: 'projects-website', label: 'Website redesign', unread: 4 },
      { id: 'projects-mobile', label: 'Mobile app', unread: 0 },
      { id: 'projects-hiring', label: 'Hiring', unread: 27 },
    ],
  },
  { id: 'newsletters', label: 'Newsletters', unread: 108 },
  { id: 'sent', label: 'Sent', unread: 0 },
  { id: 'archive', label: 'Archive', unread: 0 },
];
