import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

export default function CopyCellsAndRows() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          rows={stock}
          columns={stockColumns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          onClipboardCopy={(text) => setCopied(text)}
        />
        {/* preview-end */}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }} id="copy-cells-readout">
        Last copy (what the grid wrote to the clipboard)
      </Typography>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-labelledby="copy-cells-readout"
        sx={{ m: 0, p: 1, minHeight: 72, maxHeight: 72, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}
      >
        {copied ? copied.replace(/\t/g, ' ⇥ ') : 'Focus a cell and press Ctrl+C (⌘C on macOS).'}
      </Box>
    </Box>
  );
}
