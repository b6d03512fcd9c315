import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';

interface Department {
  code: string;
  name: string;
  teams?: Department[];
}

const departments: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    teams: [
      { code: 'ENG-WEB', name: 'Web' },
      { code: 'ENG-MOB', name: 'Mobile' },
      { code: 'ENG-DATA', name: 'Data' },
    ],
  },
  {
    code: 'OPS',
    name: 'Operations',
    teams: [
      { code: 'OPS-HR', name: 'People' },
      { code: 'OPS-FIN', name: 'Finance' },
    ],
  },
];

// Stable references: defined outside the component.
const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => item.name;
const getItemChildren = (item: Department) => item.teams;
const selectionPropagation = { descendants: true, parents: true };

// Saved on the server: one whole department and two teams of the other one.
const savedSelection = ['ENG', 'OPS-HR', 'OPS-FIN'];

export default function PropagationOnMount() {
  // preview-start
  const defaultSelectedItems = useApplyPropagationToSelectedItemsOnMount({
    items: departments,
    getItemId,
    getItemChildren,
    selectionPropagation,
    selectedItems: savedSelection,
  });
  // preview-end

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        Initial selection: {JSON.stringify(defaultSelectedItems)}
      </Typography>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        multiSelect
        checkboxSelection
        selectionPropagation={selectionPropagation}
        defaultSelectedItems={defaultSelectedItems}
        defaultExpandedItems={['ENG', 'OPS']}
      />
    </Box>
  );
}
