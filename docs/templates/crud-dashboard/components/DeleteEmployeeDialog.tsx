import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Employee } from '../employeesStore';

interface DeleteEmployeeDialogProps {
  open: boolean;
  employee: Employee | null;
  onClose: () => void;
  onConfirm: (employee: Employee) => void;
}

/** Asks before deleting; "Cancel" has the focus, so Enter never deletes by accident. */
export default function DeleteEmployeeDialog({ open, employee, onClose, onConfirm }: DeleteEmployeeDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-employee-title"
      aria-describedby="delete-employee-description"
    >
      <DialogTitle id="delete-employee-title">Delete {employee?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-employee-description">
          {employee?.name} will be removed from the employee list. You can undo this for a few seconds afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => employee && onConfirm(employee)}
          // The dark scheme's red is too light for white text: use its darker shade there.
          sx={(theme) => theme.applyStyles('dark', { bgcolor: 'error.dark', color: 'common.white' })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
