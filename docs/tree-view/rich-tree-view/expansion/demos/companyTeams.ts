import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small company: departments, their teams, and a few people.
export const companyTeams: TreeViewBaseItem[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      {
        id: 'web',
        label: 'Web platform',
        children: [
          { id: 'amara', label: 'Amara Okafor' },
          { id: 'lucas', label: 'Lucas Petit' },
        ],
      },
      { id: 'mobile', label: 'Mobile apps' },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'emea', label: 'Europe and Africa' },
      { id: 'americas', label: 'Americas' },
    ],
  },
  { id: 'legal', label: 'Legal' },
];

// The ids of every item that has children, for "expand all".
export function getParentIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getParentIds(item.children)] : [],
  );
}
