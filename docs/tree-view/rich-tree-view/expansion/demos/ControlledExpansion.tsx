import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { companyTeams, getParentIds } from './companyTeams';

const allParentIds = getParentIds(companyTeams);

export default function ControlledExpansion() {
  // The expanded items live in your state: buttons and the tree both write to it.
  const [expanded, setExpanded] = React.useState<string[]>(['sales']);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => setExpanded(allParentIds)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        expandedItems: {JSON.stringify(expanded)}
      </Typography>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Company teams"
          items={companyTeams}
          expandedItems={expanded}
          onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
    </Box>
  );
}
