import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel, type GridColDef, type PromptResponse } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, type Order } from './orders';
import { resolvePromptLocally } from './localAssistant';
import { StandInNotice } from './standInNotice';

// Descriptions and example values tell the service what a column holds.
const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'region'
    ? { ...column, description: 'Sales region of the buyer', examples: ['Europe', 'Americas', 'Asia'] }
    : column,
);

interface Exchange {
  prompt: string;
  promptContext: string;
  conversationId: string | undefined;
  response: PromptResponse | string;
}

const preStyle = {
  m: 0,
  p: 1,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontSize: 12,
  overflow: 'auto',
  height: 170,
} as const;

export default function WhatTheGridSends() {
  const [sampling, setSampling] = React.useState(false);
  const [exchange, setExchange] = React.useState<Exchange | null>(null);

  // preview-start
  // Wraps the stand-in to show what goes in and what comes back.
  const handlePrompt = async (prompt: string, promptContext: string, conversationId?: string) => {
    try {
      const response = await resolvePromptLocally(prompt, promptContext, conversationId);
      setExchange({ prompt, promptContext, conversationId, response });
      return response;
    } catch (error) {
      setExchange({ prompt, promptContext, conversationId, response: String(error) });
      throw error;
    }
  };
  // preview-end

  // One line per column of the context.
  const context = exchange
    ? `[\n${(JSON.parse(exchange.promptContext) as unknown[]).map((column) => ` ${JSON.stringify(column)}`).join(',\n')}\n]`
    : '';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <StandInNotice />
      <FormControlLabel
        control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
        label="allowAiAssistantDataSampling"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          aiAssistant
          onPrompt={handlePrompt}
          allowAiAssistantDataSampling={sampling}
          aiAssistantSuggestions={[{ value: 'Only rows where region is Europe and sort by price' }]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
          hideFooter
          sx={footerCellSx}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            Sent to onPrompt
          </Typography>
          <Box component="pre" sx={preStyle} tabIndex={0}>
            {exchange
              ? `prompt: ${JSON.stringify(exchange.prompt)}\nconversationId: ${JSON.stringify(exchange.conversationId ?? null)}\npromptContext: ${context}`
              : 'Send a prompt.'}
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            Returned PromptResponse
          </Typography>
          <Box component="pre" sx={preStyle} tabIndex={0}>
            {exchange ? JSON.stringify(exchange.response, null, 1) : 'Nothing yet.'}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
