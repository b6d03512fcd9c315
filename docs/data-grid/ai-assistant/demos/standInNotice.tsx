import * as React from 'react';
import Alert from '@mui/material/Alert';
import { understoodPrompts } from './localAssistant';

// The label every demo of the page shows above its grid.
export function StandInNotice() {
  return (
    <Alert severity="info" sx={{ py: 0, '& .MuiAlert-message': { py: 0.75 } }}>
      <strong>Local stand-in, no AI:</strong> prompts are answered in your browser by <code>localAssistant.ts</code>,
      which understands only: {understoodPrompts.map((shape) => `“${shape}”`).join(', ')}. Join them with “and”.
    </Alert>
  );
}
