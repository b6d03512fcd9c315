import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import VisibilityIcon from '@mui/icons-material/VisibilityRounded';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffRounded';
import { DEMO_ACCOUNT, MIN_PASSWORD_LENGTH, signIn, validateEmail, validatePassword } from '../auth';
import ForgotPasswordDialog from './ForgotPasswordDialog';

interface FieldErrors {
  email: string;
  password: string;
}

type Outcome = { severity: 'success' | 'error' | 'info'; message: React.ReactNode } | null;

function validate(email: string, password: string): FieldErrors {
  return { email: validateEmail(email), password: validatePassword(password) };
}

/**
 * Email and password with validation on submit (then as you type), a show/hide password button, the
 * "forgot password" dialog and social sign-in buttons. The outcome of each action is shown in one alert
 * above the form.
 */
export default function SignInForm() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(true);
  const [showPassword, setShowPassword] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({ email: '', password: '' });
  const [submitted, setSubmitted] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome>(null);
  const [resetOpen, setResetOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validate(email, password);
    setSubmitted(true);
    setErrors(nextErrors);
    if (nextErrors.email) {
      emailRef.current?.focus();
      return;
    }
    if (nextErrors.password) {
      passwordRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    void signIn(email, password).then((result) => {
      setSubmitting(false);
      if (result.ok) {
        setOutcome({
          severity: 'success',
          message: (
            <React.Fragment>
              Signed in as <strong>{result.email}</strong>
              {remember ? '. We’ll keep you signed in on this device.' : '.'}
            </React.Fragment>
          ),
        });
      } else {
        setOutcome({ severity: 'error', message: result.message });
        passwordRef.current?.select();
      }
    });
  };

  const showNotice = (provider: string) => {
    setOutcome({
      severity: 'info',
      message: `${provider} isn’t connected in this template. Sign in with your email and password instead.`,
    });
  };

  return (
    <React.Fragment>
      {outcome && (
        <Alert
          severity={outcome.severity}
          // Errors interrupt; confirmations and notes wait for a pause.
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOutcome(null)}
          sx={{ mb: 2.5 }}
        >
          {outcome.message}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            inputRef={emailRef}
            error={Boolean(errors.email)}
            helperText={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (submitted) {
                setErrors((previous) => ({ ...previous, email: validateEmail(event.target.value) }));
              }
            }}
          />
          <TextField
            id="password"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            inputRef={passwordRef}
            error={Boolean(errors.password)}
            helperText={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (submitted) {
                setErrors((previous) => ({ ...previous, password: validatePassword(event.target.value) }));
              }
            }}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      onClick={() => setShowPassword((shown) => !shown)}
                      // Keep the caret in the field when the button is clicked.
                      onMouseDown={(event) => event.preventDefault()}
                    >
                      {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mt: 1 }}
          >
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
              label="Remember me"
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => {
                setResetKey((key) => key + 1);
                setResetOpen(true);
              }}
            >
              Forgot your password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Sign in
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
      <Stack spacing={1.5}>
        <Button
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<GoogleIcon />}
          onClick={() => showNotice('Google sign-in')}
        >
          Sign in with Google
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<GitHubIcon />}
          onClick={() => showNotice('GitHub sign-in')}
        >
          Sign in with GitHub
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Don’t have an account?{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => showNotice('Sign-up')}
          sx={{ verticalAlign: 'baseline' }}
        >
          Sign up
        </Link>
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        Demo: any email with a password of {MIN_PASSWORD_LENGTH}+ characters signs in. {DEMO_ACCOUNT.email} only accepts{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {DEMO_ACCOUNT.password}
        </Box>
        .
      </Typography>
      <ForgotPasswordDialog key={resetKey} open={resetOpen} onClose={() => setResetOpen(false)} initialEmail={email} />
    </React.Fragment>
  );
}
