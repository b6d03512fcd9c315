import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Category {
  slug: string;
  name: string;
  subcategories?: Category[];
}

const catalog: Category[] = [
  {
    slug: 'kitchen',
    name: 'Kitchen',
    subcategories: [
      { slug: 'kitchen/cookware', name: 'Cookware' },
      { slug: 'kitchen/knives', name: 'Knives' },
      { slug: 'kitchen/storage', name: 'Storage jars' },
    ],
  },
  {
    slug: 'garden',
    name: 'Garden',
    subcategories: [
      { slug: 'garden/tools', name: 'Hand tools' },
      {
        slug: 'garden/seeds',
        name: 'Seeds',
        subcategories: [
          { slug: 'garden/seeds/herbs', name: 'Herbs' },
          { slug: 'garden/seeds/vegetables', name: 'Vegetables' },
        ],
      },
    ],
  },
  { slug: 'gift-cards', name: 'Gift cards' },
];

// preview-start
function renderCategories(categories: Category[]) {
  return categories.map((category) => (
    <TreeItem key={category.slug} itemId={category.slug} label={category.name}>
      {category.subcategories ? renderCategories(category.subcategories) : null}
    </TreeItem>
  ));
}
// preview-end

export default function MappedItemsTree() {
  return (
    <Box sx={{ minWidth: 250 }}>
      <SimpleTreeView aria-label="Shop categories" defaultExpandedItems={['garden']}>
        {renderCategories(catalog)}
      </SimpleTreeView>
    </Box>
  );
}
