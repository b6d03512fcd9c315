import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function validateEmail(value: string): string {
  const email = value.trim();
  if (!email) {
    return 'Enter your email address.';
  }
  if (!EMAIL_PATTERN.test(email)) {
    return 'Enter an address like name@company.com.';
  }
  return '';
}

interface EmailSignupProps {
  /** Prefix of the field's id, unique on the page. */
  id: string;
  label: string;
  buttonLabel: string;
  /** What the confirmation says; receives the address that was sent. */
  successMessage: (email: string) => string;
  size?: 'small' | 'medium';
}

/**
 * An email field and a button. The address is checked on submit (and on blur
 * once the reader has tried to submit); an error shows under the field, which
 * gets the focus back. "Sending" resolves locally after a short pause.
 */
export default function EmailSignup({ id, label, buttonLabel, successMessage, size = 'medium' }: EmailSignupProps) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [attempted, setAttempted] = React.useState(false);
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'done'>('idle');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const message = validateEmail(email);
    setError(message);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    setStatus('sending');
    timer.current = setTimeout(() => setStatus('done'), 700);
  };

  if (status === 'done') {
    return (
      <Alert severity="success" role="status" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        {successMessage(email.trim())}
      </Alert>
    );
  }

  const fieldId = `${id}-email`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        id={fieldId}
        inputRef={inputRef}
        type="email"
        name="email"
        autoComplete="email"
        label={label}
        size={size}
        value={email}
        error={Boolean(error)}
        helperText={error || ' '}
        disabled={status === 'sending'}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) {
            setError(validateEmail(event.target.value));
          }
        }}
        onBlur={() => {
          if (attempted) {
            setError(validateEmail(email));
          }
        }}
        sx={{ flex: 1, bgcolor: 'transparent' }}
        slotProps={{ input: { sx: { bgcolor: 'background.paper' } } }}
      />
      <Button
        type="submit"
        variant="contained"
        size={size === 'small' ? 'medium' : 'large'}
        loading={status === 'sending'}
        sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' }, minHeight: size === 'small' ? 40 : 56 }}
      >
        {buttonLabel}
      </Button>
    </Box>
  );
}
