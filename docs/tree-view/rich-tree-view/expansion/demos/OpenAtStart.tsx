import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { companyTeams } from './companyTeams';

export default function OpenAtStart() {
  return (
    <Box sx={{ height: 320, minWidth: 250, overflowY: 'auto' }}>
      <RichTreeView aria-label="Company teams" items={companyTeams} defaultExpandedItems={['engineering', 'web']} />
    </Box>
  );
}
