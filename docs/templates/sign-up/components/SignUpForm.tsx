import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/VisibilityRounded';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffRounded';
import {
  createAccount,
  EMPTY_VALUES,
  firstInvalidField,
  PASSWORD_HINT,
  validateSignUp,
  type CheckedField,
  type SignUpErrors,
  type SignUpValues,
} from '../validation';
import PasswordStrength from './PasswordStrength';
import TermsDialog from './TermsDialog';

interface SignUpFormProps {
  onCreated: (account: { fullName: string; email: string }) => void;
}

/**
 * The account form. Nothing is checked while the reader types the first time; the first submit checks
 * every field, shows each problem under its field and moves the focus to the first one. From then on the
 * messages follow the values as they change.
 */
export default function SignUpForm({ onCreated }: SignUpFormProps) {
  const [values, setValues] = React.useState<SignUpValues>(EMPTY_VALUES);
  const [errors, setErrors] = React.useState<SignUpErrors>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);
  const [showPassword, setShowPassword] = React.useState(false);
  const [termsOpen, setTermsOpen] = React.useState(false);
  const fullNameRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const confirmPasswordRef = React.useRef<HTMLInputElement>(null);
  const termsRef = React.useRef<HTMLInputElement>(null);
  const refs: Record<CheckedField, React.RefObject<HTMLInputElement | null>> = {
    fullName: fullNameRef,
    email: emailRef,
    password: passwordRef,
    confirmPassword: confirmPasswordRef,
    terms: termsRef,
  };

  const update = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      setErrors(validateSignUp(next));
    }
  };

  const handleBlur = () => {
    if (submitted) {
      setErrors(validateSignUp(values));
    }
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateSignUp(values);
    setSubmitted(true);
    setErrors(nextErrors);
    const invalid = firstInvalidField(nextErrors);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setSubmitting(true);
    void createAccount(values).then((account) => {
      setSubmitting(false);
      onCreated(account);
    });
  };

  const textFieldProps = (field: 'fullName' | 'email' | 'password' | 'confirmPassword') => ({
    id: field,
    name: field,
    required: true,
    value: values[field],
    error: Boolean(errors[field]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    onBlur: handleBlur,
  });

  const visibilityButton = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={showPassword ? 'Hide passwords' : 'Show passwords'}
        onClick={() => setShowPassword((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
      >
        {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        <TextField
          {...textFieldProps('fullName')}
          inputRef={fullNameRef}
          label="Full name"
          autoComplete="name"
          helperText={errors.fullName}
        />
        <TextField
          {...textFieldProps('email')}
          inputRef={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          helperText={errors.email ?? 'Use your work address to find your teammates.'}
        />
        <TextField
          {...textFieldProps('password')}
          inputRef={passwordRef}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          helperText={errors.password ?? PASSWORD_HINT}
          slotProps={{ input: { endAdornment: visibilityButton } }}
        />
        <PasswordStrength password={values.password} />
        <TextField
          {...textFieldProps('confirmPassword')}
          inputRef={confirmPasswordRef}
          label="Confirm password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          helperText={errors.confirmPassword}
        />
        <Box>
          <FormControl error={Boolean(errors.terms)} required>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
              <FormControlLabel
                label="I agree to the terms"
                sx={{ mr: 0 }}
                control={
                  <Checkbox
                    checked={values.terms}
                    onChange={(event) => update('terms', event.target.checked)}
                    onBlur={handleBlur}
                    inputRef={termsRef}
                    slotProps={{
                      input: {
                        'aria-required': true,
                        'aria-invalid': Boolean(errors.terms),
                        'aria-describedby': errors.terms ? 'terms-helper-text' : undefined,
                      },
                    }}
                  />
                }
              />
              <Link component="button" type="button" variant="body2" onClick={() => setTermsOpen(true)}>
                Read the terms
              </Link>
            </Stack>
            {errors.terms && <FormHelperText id="terms-helper-text">{errors.terms}</FormHelperText>}
          </FormControl>
          <FormControlLabel
            label="Send me product news, about once a month"
            control={
              <Checkbox checked={values.newsletter} onChange={(event) => update('newsletter', event.target.checked)} />
            }
          />
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
          Create account
        </Button>
      </Stack>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Box>
  );
}
