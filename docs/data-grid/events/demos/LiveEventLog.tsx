import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridEvents } from '@mui/x-data-grid';
import { bikes, bikeColumns } from './bikes';

interface LogLine {
  key: number;
  text: string;
}

// The events this log listens to; there are many more.
const EVENTS: GridEvents[] = [
  'rowClick',
  'rowDoubleClick',
  'cellClick',
  'cellKeyDown',
  'columnHeaderClick',
  'sortModelChange',
  'filterModelChange',
  'rowSelectionChange',
  'columnWidthChange',
];

export default function LiveEventLog() {
  const apiRef = useGridApiRef();
  const [lines, setLines] = React.useState<LogLine[]>([]);
  const counter = React.useRef(0);

  // preview-start
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const unsubscribers = EVENTS.map((name) =>
      api.subscribeEvent(name, (params) => {
        counter.current += 1;
        const key = counter.current;
        // leave out the large objects (row, columns, column definition, row node)
        const detail = JSON.stringify(params, (key, value: unknown) => {
          if (['row', 'columns', 'colDef', 'rowNode', 'api', 'element'].includes(key)) {
            return undefined;
          }
          return value instanceof Set ? Array.from(value) : value;
        });
        setLines((previous) => [{ key, text: `${name} ${detail ?? ''}` }, ...previous].slice(0, 30));
      }),
    );
    // each subscribeEvent returns the function that removes its handler
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid apiRef={apiRef} rows={bikes} columns={bikeColumns} checkboxSelection hideFooter />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="subtitle2" component="h3" id="event-log-title">
          Event log (newest first)
        </Typography>
        <Button size="small" onClick={() => setLines([])}>
          Clear the log
        </Button>
      </Box>
      <Paper
        variant="outlined"
        role="log"
        aria-labelledby="event-log-title"
        tabIndex={0}
        sx={{ height: 160, overflow: 'auto', p: 1, fontFamily: 'monospace', fontSize: 12 }}
      >
        {lines.length === 0 ? (
          <div>Click, double-click, sort, type or resize in the grid.</div>
        ) : (
          lines.map((line) => (
            <Box key={line.key} sx={{ whiteSpace: 'nowrap' }}>
              {line.text}
            </Box>
          ))
        )}
      </Paper>
    </Box>
  );
}
