import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

type Widths = Record<'name' | 'email' | 'department' | 'startYear', number>;

const defaultWidths: Widths = { name: 160, email: 260, department: 130, startYear: 80 };

export default function PersistedColumnWidths() {
  // In an app, read and write these widths to localStorage or the user's profile.
  const [widths, setWidths] = React.useState<Widths>(defaultWidths);

  // preview-start
  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: widths.name },
      { field: 'email', headerName: 'E-mail', width: widths.email },
      { field: 'department', headerName: 'Department', width: widths.department },
      { field: 'startYear', headerName: 'Since', type: 'number', width: widths.startYear },
    ],
    [widths],
  );

  const handleWidthChange: GridEventListener<'columnWidthChange'> = ({ colDef, width }) =>
    setWidths((previous) => ({ ...previous, [colDef.field]: Math.round(width) }));
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setWidths(defaultWidths)}>
          Reset widths
        </Button>
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(widths)}
        </Typography>
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={employees}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
