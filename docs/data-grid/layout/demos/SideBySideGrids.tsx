import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

const open = tasks.filter((task) => task.status !== 'Done');
const done = tasks.filter((task) => task.status === 'Done');
const columns = taskColumns.filter((column) => column.field !== 'status');

export default function SideBySideGrids() {
  return (
    // One column on phones, two from the `md` breakpoint up.
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Box sx={{ height: 300, minWidth: 0 }}>
        <DataGrid rows={open} columns={columns} aria-label="Open tasks" hideFooter />
      </Box>
      <Box sx={{ height: 300, minWidth: 0 }}>
        <DataGrid rows={done} columns={columns} aria-label="Finished tasks" hideFooter />
      </Box>
    </Box>
  );
}
