/**
 * A stand-in for a real sign-in service, so the form can be tried without a back end.
 *
 * - Any well-formed email with a password of at least 8 characters signs in.
 * - The demo account below only signs in with its own password: any other password
 *   shows the "wrong password" error, so you can see how a refused sign-in looks.
 *
 * Replace `signIn` with a call to your API; the form only needs its result.
 */
export const DEMO_ACCOUNT = { email: 'demo@quillpost.app', password: 'quill-demo-2026' };

export const MIN_PASSWORD_LENGTH = 8;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message to show under an email field, or `''` when the value is fine. */
export function validateEmail(value: string): string {
  const email = value.trim();
  if (!email) {
    return 'Enter your email address.';
  }
  if (!EMAIL_PATTERN.test(email)) {
    return 'Enter an email address like name@example.com.';
  }
  return '';
}

/** The message to show under the password field, or `''` when the value is fine. */
export function validatePassword(value: string): string {
  if (!value) {
    return 'Enter your password.';
  }
  if (value.length < MIN_PASSWORD_LENGTH) {
    return `Passwords are at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  return '';
}

export type SignInResult = { ok: true; email: string } | { ok: false; message: string };

/** Checks the credentials after a short pause, as a request would. */
export function signIn(email: string, password: string): Promise<SignInResult> {
  const normalized = email.trim().toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => {
      if (normalized === DEMO_ACCOUNT.email && password !== DEMO_ACCOUNT.password) {
        resolve({ ok: false, message: 'That password doesn’t match this account. Check it, or reset it below.' });
      } else {
        resolve({ ok: true, email: normalized });
      }
    }, 600);
  });
}

/** Pretends to send a reset link. */
export function requestPasswordReset(email: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(email.trim().toLowerCase()), 400);
  });
}
