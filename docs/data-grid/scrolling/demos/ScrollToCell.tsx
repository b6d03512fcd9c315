import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(72);
  const [colIndex, setColIndex] = React.useState(10);
  const [result, setResult] = React.useState('Nothing yet.');

  // preview-start
  const handleClick = () => {
    const scrolled = apiRef.current?.scrollToIndexes({ rowIndex, colIndex });
    setResult(
      `scrollToIndexes returned ${scrolled}: ${scrolled ? 'the grid scrolled' : 'the cell was already in view'}.`,
    );
  };
  // preview-end

  return (
    <Box sx={{ width: 1 }}>
      <Stack spacing={1} direction="row" useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Row index"
          type="number"
          size="small"
          value={rowIndex}
          onChange={(event) => setRowIndex(Math.min(99, Math.max(0, Number(event.target.value))))}
          slotProps={{ htmlInput: { min: 0, max: 99 } }}
          sx={{ width: 120 }}
        />
        <TextField
          label="Column index"
          type="number"
          size="small"
          value={colIndex}
          onChange={(event) => setColIndex(Math.min(12, Math.max(0, Number(event.target.value))))}
          slotProps={{ htmlInput: { min: 0, max: 12 } }}
          sx={{ width: 120 }}
        />
        <Button variant="contained" size="small" onClick={handleClick}>
          Scroll to the cell
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {result}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={readings} columns={readingColumns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
