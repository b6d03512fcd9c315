import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

export default function SelectionEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  const append = (line: string) => setLog((previous) => [line, ...previous].slice(0, 8));

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        defaultExpandedItems={['home']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          append(`onItemSelectionToggle: ${itemId} → ${isSelected}`)
        }
        onSelectedItemsChange={(_event, itemId) => append(`onSelectedItemsChange: ${JSON.stringify(itemId)}`)}
        sx={{ maxHeight: 252, overflowY: 'auto' }}
      />
      <Paper variant="outlined" sx={{ p: 1.5, height: 150, overflowY: 'auto' }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          Latest calls (newest first)
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Select an item, then another one.
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
