import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStopReasons, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  hours: number;
}

const rows: Task[] = [
  { id: 1, title: 'Write the changelog', hours: 2 },
  { id: 2, title: 'Review the pricing copy', hours: 1 },
  { id: 3, title: 'Triage new issues', hours: 3 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
];

export default function EditEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(false);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 5));

  // preview-start
  const handleEditStart: GridEventListener<'cellEditStart'> = (params) =>
    add(`start  ${params.field} of row ${params.id}  reason: ${params.reason}`);

  const handleEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Cancel the grid's default reaction: the cell stays in edit mode.
      event.defaultMuiPrevented = true;
      add(`ignored  focus left ${params.field} of row ${params.id}`);
      return;
    }
    add(`stop   ${params.field} of row ${params.id}  reason: ${params.reason}`);
  };
  // preview-end

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={keepOnFocusOut} onChange={(_event, checked) => setKeepOnFocusOut(checked)} />}
        label="Keep editing when focus leaves the cell"
      />
      <Box sx={{ height: 240, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleEditStart}
          onCellEditStop={handleEditStop}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Latest events
      </Typography>
      <List dense aria-live="polite" sx={{ fontFamily: 'monospace', fontSize: 13, py: 0 }}>
        {log.length === 0 ? <ListItem>Edit a cell with a double-click, Enter or a letter key.</ListItem> : null}
        {log.map((line, index) => (
          <ListItem key={`${log.length - index}`} sx={{ whiteSpace: 'pre' }}>
            {line}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
