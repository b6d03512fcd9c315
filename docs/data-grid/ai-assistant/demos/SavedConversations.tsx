import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel, type Conversation } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';
import { resolvePromptLocally } from './localAssistant';
import { StandInNotice } from './standInNotice';

// A conversation from an earlier visit, as your app would have stored it.
const earlier: Conversation[] = [
  {
    id: 'saved-1',
    title: 'Sort by units descending',
    prompts: [
      {
        value: 'Sort by units descending',
        createdAt: new Date('2026-03-14T09:30:00Z'),
        variant: 'success',
        response: {
          conversationId: 'saved-1',
          select: -1,
          filters: [],
          aggregation: {},
          sorting: [{ column: 'units', direction: 'desc' }],
          grouping: [],
          pivoting: {},
        },
      },
    ],
  },
];

export default function SavedConversations() {
  // preview-start
  // What your app stores, updated on every change.
  const [saved, setSaved] = React.useState<Conversation[]>(earlier);
  const [activeIndex, setActiveIndex] = React.useState(0);
  // preview-end
  // A new key remounts the grid, which then reads initialState again.
  const [visit, setVisit] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <StandInNotice />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          {saved.length} saved conversation{saved.length === 1 ? '' : 's'},{' '}
          {saved.reduce((count, item) => count + item.prompts.length, 0)} prompts; active: {activeIndex}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setSaved([]);
            setActiveIndex(0);
            setVisit((count) => count + 1);
          }}
        >
          Forget all
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        {/* preview-start */}
        <DataGridPremium
          key={visit}
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={resolvePromptLocally}
          initialState={{ aiAssistant: { conversations: saved } }}
          onAiAssistantConversationsChange={setSaved}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
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
