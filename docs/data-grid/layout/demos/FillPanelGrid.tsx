import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function FillPanelGrid() {
  return (
    // The panel has a fixed height, like a dashboard tile or a page below an app bar.
    <Paper variant="outlined" sx={{ height: 380, display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        Sprint 14
      </Typography>
      <Typography variant="body2" color="text.secondary">
        10 tasks, 38 hours estimated
      </Typography>
      {/* preview-start */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={tasks} columns={taskColumns} density="compact" hideFooter />
      </Box>
      {/* preview-end */}
    </Paper>
  );
}
