import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/CloseRounded';
import type { EmployeeChange, Notice } from '../useEmployees';

interface NoticeSnackbarProps {
  notice: Notice | null;
  open: boolean;
  onClose: () => void;
  onUndo: (change: EmployeeChange) => void;
}

/**
 * What just happened: a confirmation with "Undo" after a change, or an error when the store refused one.
 * Confirmations are polite (`role="status"`); errors interrupt (`role="alert"`).
 */
export default function NoticeSnackbar({ notice, open, onClose, onUndo }: NoticeSnackbarProps) {
  const isError = notice?.severity === 'error';
  return (
    <Snackbar
      key={notice?.key}
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') {
          onClose();
        }
      }}
      autoHideDuration={isError ? 8000 : 6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="outlined"
        severity={notice?.severity ?? 'success'}
        role={isError ? 'alert' : 'status'}
        action={
          <React.Fragment>
            {notice?.undo ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  onUndo(notice.undo!);
                  onClose();
                }}
              >
                Undo
              </Button>
            ) : null}
            <IconButton color="inherit" size="small" aria-label="Close message" onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
        // Outlined on the paper colour: readable in both schemes (a filled green or red is too light in dark mode).
        sx={{ width: '100%', alignItems: 'center', bgcolor: 'background.paper', boxShadow: 6 }}
      >
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}
