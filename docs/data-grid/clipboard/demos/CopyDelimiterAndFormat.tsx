import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

const delimiters = [
  { value: '\t', label: 'Tab' },
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: ' | ', label: 'Pipe' },
];

export default function CopyDelimiterAndFormat() {
  const [delimiter, setDelimiter] = React.useState('\t');
  const [rawValues, setRawValues] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={delimiter}
          onChange={(_event, value: string | null) => value !== null && setDelimiter(value)}
          aria-label="Cell delimiter"
        >
          {delimiters.map((option) => (
            <ToggleButton key={option.label} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
          label="Copy raw values"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        <DataGrid
          // The copy shortcut reads these two props when the grid mounts:
          // a new key mounts a new grid when they change.
          key={`${delimiter}-${rawValues}`}
          rows={stock}
          columns={stockColumns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          clipboardCopyCellDelimiter={delimiter}
          ignoreValueFormatterDuringExport={rawValues}
          onClipboardCopy={(text) => setCopied(text)}
        />
        {/* preview-end */}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }} id="copy-format-readout">
        Last copy
      </Typography>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-labelledby="copy-format-readout"
        sx={{ m: 0, p: 1, minHeight: 52, maxHeight: 52, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}
      >
        {copied ? JSON.stringify(copied) : 'Focus a price or date cell and press Ctrl+C (⌘C on macOS).'}
      </Box>
    </Box>
  );
}
