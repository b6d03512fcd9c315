import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { bakerySales, salesColumns } from './bakerySales';

export default function CopyCellRange() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 372 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={bakerySales}
          columns={salesColumns}
          cellSelection
          hideFooter
          onClipboardCopy={(text) => setCopied(text)}
        />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="Last copied text"
        sx={{ m: 0, p: 1, height: 96, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}
      >
        {copied ? copied.replace(/\t/g, ' ⇥ ') : 'Select a range and press Ctrl+C (⌘C on macOS).'}
      </Box>
    </Stack>
  );
}
