import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { understoodPrompts } from './localAssistant';

// The label every demo of the page shows above its grid.
export function StandInNotice() {
  return (
    <Box sx={{ px: 1.5, py: 1, border: 1, borderColor: 'info.main', borderRadius: 1 }}>
      <Typography variant="body2">
        <strong>Local stand-in, no AI:</strong> prompts are answered in your browser by <code>localAssistant.ts</code>,
        which understands only: {understoodPrompts.map((shape) => `“${shape}”`).join(', ')}. Join them with “and”.
      </Typography>
    </Box>
  );
}
