import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

const open = tasks.filter((task) => task.status !== 'Done');
const done = tasks.filter((task) => task.status === 'Done');
const columns = taskColumns.filter((column) => column.field !== 'status');

export default function SideBySideGrids() {
  return (
    // Two grids of at least 280 px side by side, wrapping onto two lines when there is no room.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '1 1 280px', height: 280, minWidth: 0 }}>
        <DataGrid rows={open} columns={columns} aria-label="Open tasks" hideFooter />
      </Box>
      <Box sx={{ flex: '1 1 280px', height: 280, minWidth: 0 }}>
        <DataGrid rows={done} columns={columns} aria-label="Finished tasks" hideFooter />
      </Box>
    </Box>
  );
}
