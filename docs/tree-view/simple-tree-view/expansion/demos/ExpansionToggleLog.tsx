import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  // preview-start
  const handleItemExpansionToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    const entry = `${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`;
    setLog((previous) => [entry, ...previous].slice(0, 4));
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Box sx={{ maxHeight: 230, overflow: 'auto' }}>
        <SimpleTreeView aria-label="Mail folders" onItemExpansionToggle={handleItemExpansionToggle}>
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="inbox-team" label="Team">
              <TreeItem itemId="inbox-team-standups" label="Stand-ups" />
            </TreeItem>
            <TreeItem itemId="inbox-receipts" label="Receipts" />
          </TreeItem>
          <TreeItem itemId="projects" label="Projects">
            <TreeItem itemId="projects-kiosk" label="Kiosk redesign" />
          </TreeItem>
          <TreeItem itemId="travel" label="Travel">
            <TreeItem itemId="travel-tickets" label="Tickets" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
        Latest changes
      </Typography>
      <Box role="status">
        <Box component="ol" dir="ltr" sx={{ m: 0, pl: 3, minHeight: 88, typography: 'body2', color: 'text.secondary' }}>
          {log.length > 0 ? (
            log.map((entry, index) => <li key={`${index}-${entry}`}>{entry}</li>)
          ) : (
            <li>Open a folder, or focus one and press * to open all its siblings.</li>
          )}
        </Box>
      </Box>
    </Box>
  );
}
