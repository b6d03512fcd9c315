/** The sign-up form's values, its rules and a stand-in for the service that creates the account. */
export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  newsletter: boolean;
}

/** The fields that can be invalid, in the order they appear (the first invalid one gets the focus). */
export const CHECKED_FIELDS = ['fullName', 'email', 'password', 'confirmPassword', 'terms'] as const;

export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type SignUpErrors = Partial<Record<CheckedField, string>>;

export const EMPTY_VALUES: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
  newsletter: false,
};

export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, with a letter and a number.`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function passwordError(password: string): string | undefined {
  if (!password) {
    return 'Choose a password.';
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (!/[a-z]/i.test(password) || !/\d/.test(password)) {
    return 'Include at least one letter and one number.';
  }
  return undefined;
}

/** Every rule of the form; a field without a message is valid. */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.fullName.trim()) {
    errors.fullName = 'Enter your full name.';
  }
  const email = values.email.trim();
  if (!email) {
    errors.email = 'Enter your email address.';
  } else if (!EMAIL_PATTERN.test(email)) {
    errors.email = 'Enter a valid email address, like name@example.com.';
  }
  const passwordProblem = passwordError(values.password);
  if (passwordProblem) {
    errors.password = passwordProblem;
  }
  if (!values.confirmPassword) {
    errors.confirmPassword = 'Type your password again.';
  } else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = 'The passwords don’t match.';
  }
  if (!values.terms) {
    errors.terms = 'Agree to the terms to create an account.';
  }
  return errors;
}

export function firstInvalidField(errors: SignUpErrors): CheckedField | undefined {
  return CHECKED_FIELDS.find((field) => errors[field]);
}

export type Strength = { score: 0 | 1 | 2 | 3; label: 'Too weak' | 'Fair' | 'Good' | 'Strong' };

/** A rough strength for the meter: length, letters and numbers, then length or symbols on top. */
export function passwordStrength(password: string): Strength {
  let score = 0;
  if (password.length >= MIN_PASSWORD_LENGTH) {
    score += 1;
  }
  if (/[a-z]/i.test(password) && /\d/.test(password)) {
    score += 1;
  }
  if (password.length >= 12 || (/[^a-z\d]/i.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password))) {
    score += 1;
  }
  const labels = ['Too weak', 'Fair', 'Good', 'Strong'] as const;
  const clamped = Math.min(score, 3) as Strength['score'];
  return { score: clamped, label: labels[clamped] };
}

/** Pretends to create the account: resolves after a short pause, as a request would. */
export function createAccount(values: SignUpValues): Promise<{ fullName: string; email: string }> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({ fullName: values.fullName.trim(), email: values.email.trim().toLowerCase() }), 500);
  });
}
