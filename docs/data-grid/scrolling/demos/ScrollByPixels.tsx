import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridScrollParams } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function ScrollByPixels() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });

  // preview-start
  // Follow the scroll position, whoever moves it: the reader, the buttons or the keyboard.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('scrollPositionChange', (params) => setPosition(params));
  }, [apiRef]);

  const scrollBy = (top: number, left: number) => {
    const current = apiRef.current?.getScrollPosition();
    if (current) {
      apiRef.current?.scroll({ top: current.top + top, left: Math.abs(current.left) + left });
    }
  };
  // preview-end

  const context = position.renderContext;

  return (
    <Box sx={{ width: 1 }}>
      <Stack spacing={1} direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>
          Back to the start
        </Button>
        <Button variant="outlined" size="small" onClick={() => scrollBy(600, 0)}>
          Down 600 px
        </Button>
        <Button variant="outlined" size="small" onClick={() => scrollBy(0, 330)}>
          Three columns on
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.scroll({ top: 1_000_000 })}>
          To the last row
        </Button>
      </Stack>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        top: {Math.round(position.top)} px, left: {Math.round(position.left)} px
        {context
          ? `; rendering rows ${context.firstRowIndex}–${context.lastRowIndex - 1} and columns ${context.firstColumnIndex}–${context.lastColumnIndex - 1}`
          : ''}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={readings} columns={readingColumns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
