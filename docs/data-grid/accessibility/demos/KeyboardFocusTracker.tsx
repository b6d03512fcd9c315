import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

const noLoansPicked: GridRowSelectionModel = { type: 'include', ids: new Set<number>() };

export default function KeyboardFocusTracker() {
  const gridApi = useGridApiRef();
  const [selection, setSelection] = React.useState(noLoansPicked);
  const [lastKey, setLastKey] = React.useState('none');
  const [focus, setFocus] = React.useState('nothing yet');

  // preview-start
  // Report where focus lands, whether on a cell or on a column header.
  React.useEffect(() => {
    const api = gridApi.current;
    if (api === null) {
      return undefined;
    }
    const stopCell = api.subscribeEvent('cellFocusIn', (params) =>
      setFocus(`cell: row ${params.id}, column "${params.field}"`),
    );
    const stopHeader = api.subscribeEvent('columnHeaderFocus', (params) => setFocus(`column header "${params.field}"`));
    return () => {
      stopCell();
      stopHeader();
    };
  }, [gridApi]);
  // preview-end

  const describeKey = (event: React.KeyboardEvent) => {
    const modifiers = [
      event.ctrlKey && 'Ctrl',
      event.metaKey && 'Meta',
      event.shiftKey && 'Shift',
      event.altKey && 'Alt',
    ];
    const key = event.key === ' ' ? 'Space' : event.key;
    setLastKey([...modifiers.filter(Boolean), key].join('+'));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }} onKeyDownCapture={describeKey}>
        <DataGrid
          apiRef={gridApi}
          rows={loans}
          columns={loanColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        last key: {lastKey}
        {'\n'}focus: {focus}
        {'\n'}rowSelectionModel: {JSON.stringify({ type: selection.type, ids: [...selection.ids] })}
      </Typography>
    </Box>
  );
}
