import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SignUpConfirmationProps {
  fullName: string;
  email: string;
  onStartOver: () => void;
}

/** Replaces the form once the account exists; it takes the focus so keyboard users land on it. */
export default function SignUpConfirmation({ fullName, email, onStartOver }: SignUpConfirmationProps) {
  const alertRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    alertRef.current?.focus();
  }, []);
  const firstName = fullName.split(/\s+/)[0];
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status" ref={alertRef} tabIndex={-1} sx={{ outline: 'none' }}>
        <AlertTitle>Account created</AlertTitle>
        Welcome aboard, {firstName}. We sent a confirmation link to <strong>{email}</strong>; open it to set up your
        team’s first inbox.
      </Alert>
      <Typography variant="body2" color="text.secondary">
        No email after a few minutes? Check your spam folder, or start over with another address.
      </Typography>
      <Button variant="outlined" onClick={onStartOver} sx={{ alignSelf: 'flex-start' }}>
        Create another account
      </Button>
    </Stack>
  );
}
