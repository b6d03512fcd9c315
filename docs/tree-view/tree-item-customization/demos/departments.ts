import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type Department = {
  id: string;
  label: string;
  lead: string;
  headcount: number;
};

export const departments: TreeViewBaseItem<Department>[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    lead: 'Amara Okafor',
    headcount: 42,
    children: [
      { id: 'platform', label: 'Platform', lead: 'Jonas Berg', headcount: 15 },
      { id: 'web', label: 'Web', lead: 'Lucía Ortega', headcount: 18 },
      { id: 'mobile', label: 'Mobile', lead: 'Kenji Watanabe', headcount: 9 },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    lead: 'Priya Raman',
    headcount: 23,
    children: [
      { id: 'sales-emea', label: 'EMEA', lead: 'Tom Fischer', headcount: 11 },
      { id: 'sales-americas', label: 'Americas', lead: 'Grace Kim', headcount: 12 },
    ],
  },
  { id: 'finance', label: 'Finance', lead: 'Omar Haddad', headcount: 7 },
];
