import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps, treeItemClasses } from '@mui/x-tree-view/TreeItem';

type MailItemProps = Omit<TreeItemProps, 'label'> & { label: string; unread?: number };

// preview-start
function MailItem({ unread = 0, label, ...other }: MailItemProps) {
  return (
    <TreeItem
      {...other}
      label={unread > 0 ? `${label} (${unread})` : label}
      slotProps={{
        label: { style: { fontWeight: unread > 0 ? 700 : 400 } },
        content: { title: unread > 0 ? `${unread} unread messages` : 'No unread messages' },
        groupTransition: { timeout: 120 },
      }}
      sx={{
        [`& .${treeItemClasses.groupTransition}`]: {
          ml: 2.5,
          borderInlineStart: 1,
          borderColor: 'divider',
        },
      }}
    />
  );
}
// preview-end

export default function MailFolderSlotProps() {
  return (
    <SimpleTreeView
      aria-label="Mail folders"
      defaultExpandedItems={['projects']}
      itemChildrenIndentation={0}
      sx={{ width: '100%', maxWidth: 320 }}
    >
      <MailItem itemId="inbox" label="Inbox" unread={12} />
      <MailItem itemId="projects" label="Projects">
        <MailItem itemId="projects-website" label="Website redesign" unread={4} />
        <MailItem itemId="projects-mobile" label="Mobile app" />
        <MailItem itemId="projects-hiring" label="Hiring" unread={27} />
      </MailItem>
      <MailItem itemId="sent" label="Sent" />
      <MailItem itemId="archive" label="Archive" />
    </SimpleTreeView>
  );
}
