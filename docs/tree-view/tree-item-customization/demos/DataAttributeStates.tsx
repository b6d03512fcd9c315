import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { mailFolders } from './mailFolders';

export default function DataAttributeStates() {
  return (
    <RichTreeView
      aria-label="Mail folders"
      items={mailFolders}
      defaultExpandedItems={['projects']}
      defaultSelectedItems="inbox"
      // preview-start
      sx={{
        width: '100%',
        maxWidth: 300,
        [`& .${treeItemClasses.content}`]: {
          borderRadius: 5,
          '&[data-selected], &[data-selected]:hover': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          '&[data-focused]': { outline: '2px solid', outlineColor: 'primary.main' },
          [`&[data-expanded] .${treeItemClasses.label}`]: { fontWeight: 600 },
          '&[data-disabled]': { textDecoration: 'line-through' },
        },
      }}
      // preview-end
      isItemDisabled={(item) => item.id === 'archive'}
    />
  );
}
