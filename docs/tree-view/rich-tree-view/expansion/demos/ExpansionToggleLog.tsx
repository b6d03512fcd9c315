import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { companyTeams } from './companyTeams';

export default function ExpansionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  // preview-start
  const handleItemExpansionToggle = (event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    const entry = `${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`;
    setLog((previous) => [entry, ...previous].slice(0, 4));
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary">
        Last changes (newest first), try the * key too:
      </Typography>
      <Typography variant="body2" dir="ltr" sx={{ minHeight: '3em', mb: 1, overflowWrap: 'anywhere' }}>
        {log.length > 0 ? log.join(', ') : 'none yet'}
      </Typography>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Company teams"
          items={companyTeams}
          onItemExpansionToggle={handleItemExpansionToggle}
        />
      </Box>
    </Box>
  );
}
