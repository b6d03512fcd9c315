import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Category = { id: string; label: string; children?: Category[] };

const initialCategories: TreeViewBaseItem<Category>[] = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'cookware', label: 'Cookware', children: [{ id: 'pans', label: 'Pans' }] },
      { id: 'knives', label: 'Knives' },
    ],
  },
  {
    id: 'garden',
    label: 'Garden',
    children: [
      { id: 'tools', label: 'Tools', children: [{ id: 'shears', label: 'Shears' }] },
      { id: 'seeds', label: 'Seeds' },
    ],
  },
];

function removeItem(items: Category[], itemId: string): Category[] {
  return items
    .filter((item) => item.id !== itemId)
    .map((item) => (item.children ? { ...item, children: removeItem(item.children, itemId) } : item));
}

const DeleteContext = React.createContext<(itemId: string) => void>(() => {});

// preview-start
function ItemActionButtons({ itemId, label }: { itemId: string; label: string }) {
  const { publicAPI, status } = useTreeItemUtils({ itemId });
  const onDelete = React.useContext(DeleteContext);

  const expandBranch = (event: React.MouseEvent) => {
    event.stopPropagation(); // keep the click away from the item's own handler
    const expand = (id: string) => {
      publicAPI.setItemExpansion({ event, itemId: id, shouldBeExpanded: true });
      publicAPI.getItemOrderedChildrenIds(id).forEach(expand);
    };
    expand(itemId);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ flex: 1 }} noWrap>
        {label}
      </Typography>
      {status.expandable && (
        <Tooltip title="Expand the whole branch">
          <IconButton size="small" tabIndex={-1} aria-label={`Expand all of ${label}`} onClick={expandBranch}>
            <UnfoldMoreRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Delete">
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={`Delete ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            onDelete(itemId);
          }}
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
// preview-end

// The Rich Tree View passes the label of your data: a string.
const publicLabel = (label: React.ReactNode) => (typeof label === 'string' ? label : '');

function CategoryItem(props: TreeItemProps) {
  return <TreeItem {...props} label={<ItemActionButtons itemId={props.itemId} label={publicLabel(props.label)} />} />;
}

export default function ItemActions() {
  const [categories, setCategories] = React.useState(initialCategories);
  const onDelete = React.useCallback((itemId: string) => setCategories((prev) => removeItem(prev, itemId)), []);
  return (
    <DeleteContext.Provider value={onDelete}>
      <Box sx={{ width: '100%', maxWidth: 340, height: 280, overflow: 'auto' }}>
        <RichTreeView aria-label="Shop categories" items={categories} slots={{ item: CategoryItem }} />
      </Box>
    </DeleteContext.Provider>
  );
}
