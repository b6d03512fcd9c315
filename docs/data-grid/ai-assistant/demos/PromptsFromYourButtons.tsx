import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel, useGridApiRef } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';
import { resolvePromptLocally } from './localAssistant';
import { StandInNotice } from './standInNotice';

const quickPrompts = [
  'Total units per region',
  'Only rows where category is Office',
  'Select the first 2 rows',
  'Clear',
];

export default function PromptsFromYourButtons() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  // preview-start
  const send = async (prompt: string) => {
    setStatus(`Sending “${prompt}”…`);
    const result = await apiRef.current?.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? `Failed: ${result.message}` : `Applied “${prompt}”.`);
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <StandInNotice />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {quickPrompts.map((prompt) => (
          <Button
            key={prompt}
            size="small"
            variant="outlined"
            onClick={() => {
              void send(prompt);
            }}
          >
            {prompt}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" role="status" sx={{ minHeight: 20 }}>
        {status}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={resolvePromptLocally}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
          hideFooter
          sx={footerCellSx}
        />
      </Box>
    </Stack>
  );
}
