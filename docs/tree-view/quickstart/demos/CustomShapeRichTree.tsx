import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Data as it might come from an API: the keys are not `id`, `label` and `children`.
interface Department {
  code: string;
  name: string;
  headcount: number;
  teams?: Department[];
}

const departments: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    headcount: 48,
    teams: [
      { code: 'ENG-WEB', name: 'Web platform', headcount: 14 },
      { code: 'ENG-MOB', name: 'Mobile apps', headcount: 11 },
      { code: 'ENG-INF', name: 'Infrastructure', headcount: 9 },
    ],
  },
  {
    code: 'OPS',
    name: 'Operations',
    headcount: 21,
    teams: [
      { code: 'OPS-SUP', name: 'Customer support', headcount: 15 },
      { code: 'OPS-LOG', name: 'Logistics', headcount: 6 },
    ],
  },
  { code: 'FIN', name: 'Finance', headcount: 7 },
];

// Stable functions, defined outside the component.
const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => `${item.name} (${item.headcount})`;
const getItemChildren = (item: Department) => item.teams;

export default function CustomShapeRichTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
