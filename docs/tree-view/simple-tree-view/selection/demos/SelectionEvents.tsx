import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  const append = (line: string) => setLog((previous) => [line, ...previous].slice(0, 8));

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Box>
        <SimpleTreeView
          aria-label="City districts"
          multiSelect
          defaultExpandedItems={['north', 'south']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            append(`onItemSelectionToggle: ${itemId} → ${isSelected}`)
          }
          onSelectedItemsChange={(_event, itemIds) => append(`onSelectedItemsChange: ${JSON.stringify(itemIds)}`)}
        >
          <TreeItem itemId="north" label="North">
            <TreeItem itemId="harbour" label="Harbour" />
            <TreeItem itemId="old-town" label="Old Town" />
          </TreeItem>
          <TreeItem itemId="south" label="South">
            <TreeItem itemId="university" label="University" />
            <TreeItem itemId="riverside" label="Riverside" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, height: 150, overflowY: 'auto' }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          Latest calls (newest first)
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click, Ctrl+click or Shift+click an item.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography
              key={`${index}-${line}`}
              variant="body2"
              dir="ltr"
              sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
            >
              {line}
            </Typography>
          ))
        )}
      </Paper>
    </Stack>
  );
}
