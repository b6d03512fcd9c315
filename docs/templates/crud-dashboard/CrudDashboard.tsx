import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import AppHeader from './components/AppHeader';
import DeleteEmployeeDialog from './components/DeleteEmployeeDialog';
import EmployeeFormDialog from './components/EmployeeFormDialog';
import EmployeeGrid from './components/EmployeeGrid';
import NoticeSnackbar from './components/NoticeSnackbar';
import StatCards from './components/StatCards';
import type { Employee, EmployeeDraft } from './employeesStore';
import { useEmployees } from './useEmployees';

/** Which dialog is up. The employee stays while a dialog closes, so its title doesn't change mid-fade. */
interface DialogState {
  kind: 'form' | 'delete' | null;
  employee: Employee | null;
}

/**
 * A people admin for a small pottery: the employees in a Data Grid, a form dialog to add or edit one, a
 * confirmation before deleting. Changes show at once and are sent to a pretend server
 * (`employeesStore.ts`) behind the scenes; a refused change is rolled back, and every confirmed change can
 * be undone from the message that announces it.
 */
export default function CrudDashboard(props: Omit<AppThemeProps, 'children'>) {
  const employees = useEmployees();
  const [dialog, setDialog] = React.useState<DialogState>({ kind: null, employee: null });

  const closeDialog = () => setDialog((current) => ({ ...current, kind: null }));
  // Stable callbacks, so the (memoized) grid doesn't re-render when a dialog opens or closes.
  const openEdit = React.useCallback((employee: Employee) => setDialog({ kind: 'form', employee }), []);
  const openDelete = React.useCallback((employee: Employee) => setDialog({ kind: 'delete', employee }), []);

  const handleSubmit = (draft: EmployeeDraft) => {
    if (dialog.employee) {
      employees.update(dialog.employee, { ...draft, id: dialog.employee.id });
    } else {
      employees.create(draft);
    }
    closeDialog();
  };

  return (
    <AppTheme {...props}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}>
          <AppHeader onNewEmployee={() => setDialog({ kind: 'form', employee: null })} />
          <Container component="main" maxWidth="xl" sx={{ flex: 1, py: { xs: 3, sm: 4 } }}>
            <Stack spacing={{ xs: 2.5, sm: 3 }}>
              <Box>
                <Typography variant="h4" component="h1" gutterBottom>
                  Employees
                </Typography>
                <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
                  Everyone on the Tidewater team, from the studio to the loading dock. Changes show in the table
                  straight away and are saved in the background; each one can be undone from the message that confirms
                  it.
                </Typography>
              </Box>
              <StatCards rows={employees.rows} loading={employees.loading} />
              <Box component="section" aria-labelledby="employee-list-title" sx={{ minWidth: 0 }}>
                <Typography id="employee-list-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  Employee list
                </Typography>
                {/* A flex column: the grid grows with its page of rows and scrolls sideways inside itself. */}
                <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 360 }}>
                  <EmployeeGrid
                    rows={employees.rows}
                    loading={employees.loading}
                    pendingIds={employees.pendingIds}
                    onEdit={openEdit}
                    onDelete={openDelete}
                  />
                </Box>
              </Box>
            </Stack>
          </Container>
          <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
            <Container maxWidth="xl">
              <Typography variant="body2" color="text.secondary">
                Sample data kept in memory: reload the page to start over.{' '}
                <Link href="#employee-list-title" color="inherit">
                  Back to the list
                </Link>
              </Typography>
            </Container>
          </Box>
        </Box>
        <EmployeeFormDialog
          open={dialog.kind === 'form'}
          employee={dialog.employee}
          onClose={closeDialog}
          onSubmit={handleSubmit}
        />
        <DeleteEmployeeDialog
          open={dialog.kind === 'delete'}
          employee={dialog.employee}
          onClose={closeDialog}
          onConfirm={(employee) => {
            employees.remove(employee);
            closeDialog();
          }}
        />
        <NoticeSnackbar
          notice={employees.notice}
          open={employees.noticeOpen}
          onClose={employees.dismissNotice}
          onUndo={employees.undo}
        />
      </LocalizationProvider>
    </AppTheme>
  );
}
