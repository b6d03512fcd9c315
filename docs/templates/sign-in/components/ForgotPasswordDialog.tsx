import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { requestPasswordReset, validateEmail } from '../auth';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the reader already typed in the sign-in form, as a starting value. */
  initialEmail: string;
}

/**
 * Asks for the account's email and confirms that a reset link is on its way. Mount it with a new `key`
 * each time it opens so it starts empty.
 */
export default function ForgotPasswordDialog({ open, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(email);
    setSubmitted(true);
    setError(message);
    if (message) {
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    void requestPasswordReset(email).then((address) => {
      setSending(false);
      setSentTo(address);
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-password-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="reset-password-title">Reset your password</DialogTitle>
        <DialogContent>
          {sentTo ? (
            <Alert severity="success" role="status">
              If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way. It
              stays valid for 30 minutes.
            </Alert>
          ) : (
            <React.Fragment>
              <DialogContentText sx={{ mb: 2 }}>
                Enter the email you sign in with and we’ll send you a link to choose a new password.
              </DialogContentText>
              <TextField
                autoFocus
                id="reset-email"
                label="Email"
                type="email"
                autoComplete="email"
                required
                value={email}
                inputRef={emailRef}
                error={Boolean(error)}
                helperText={error || ' '}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (submitted) {
                    setError(validateEmail(event.target.value));
                  }
                }}
              />
            </React.Fragment>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {sentTo ? (
            <Button variant="contained" onClick={onClose} autoFocus>
              Back to sign in
            </Button>
          ) : (
            <React.Fragment>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" loading={sending}>
                Send reset link
              </Button>
            </React.Fragment>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
