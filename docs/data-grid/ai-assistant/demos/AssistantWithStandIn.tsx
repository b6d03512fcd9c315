import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridAiAssistantPanel, type PromptSuggestion } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';
import { resolvePromptLocally } from './localAssistant';
import { StandInNotice } from './standInNotice';

const suggestions: PromptSuggestion[] = [
  { value: 'Sort by price descending' },
  { value: 'Only rows where country is France' },
  { value: 'Group by region' },
  { value: 'Total units per category' },
];

export default function AssistantWithStandIn() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <StandInNotice />
      <Box sx={{ height: 480 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={resolvePromptLocally}
          aiAssistantSuggestions={suggestions}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
          hideFooter
          sx={footerCellSx}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
