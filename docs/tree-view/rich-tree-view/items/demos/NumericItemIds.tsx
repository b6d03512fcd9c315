import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Rows as a database returns them: numeric keys, no `id` field.
interface Team {
  teamNo: number;
  label: string;
  children?: Team[];
}

const teams: Team[] = [
  {
    teamNo: 10,
    label: 'Sales',
    children: [
      { teamNo: 11, label: 'Key accounts' },
      { teamNo: 12, label: 'Inside sales' },
    ],
  },
  {
    teamNo: 20,
    label: 'Research',
    children: [
      { teamNo: 21, label: 'Materials lab' },
      { teamNo: 22, label: 'User studies' },
    ],
  },
];

// Item ids are strings: convert the number here.
const getItemId = (team: Team) => `team-${team.teamNo}`;

export default function NumericItemIds() {
  const [selected, setSelected] = React.useState<string | null>(null);
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1 }}>
        Selected item id: {selected ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Teams"
        items={teams}
        getItemId={getItemId}
        defaultExpandedItems={['team-10', 'team-20']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
