import { expect, test } from '@playwright/test';

// The template alone (the page with the bar shows the same page in a frame).
const SIGN_UP = '/x/templates/sign-up/live/';

test('the sign-up template checks every field, then creates the account', async ({ page }) => {
  await page.goto(SIGN_UP);
  // The colour toggle names its target once the page is hydrated: from then on the form is React's.
  await expect(page.getByRole('button', { name: /^Switch to (dark|light) mode$/ })).toBeVisible();
  const main = page.getByRole('main');
  // Password inputs have no role: find them by their label, whose text ends with the required field's asterisk.
  const fullName = main.getByRole('textbox', { name: 'Full name' });
  const email = main.getByRole('textbox', { name: 'Email' });
  const password = main.getByLabel(/^Password\s*\*?$/);
  const confirmation = main.getByLabel(/^Confirm password\s*\*?$/);
  const terms = main.getByRole('checkbox', { name: 'I agree to the terms' });
  const submit = main.getByRole('button', { name: 'Create account' });

  // Empty: every required field says what it needs, and the focus goes to the first one.
  await submit.click();
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAccessibleDescription('Enter your full name.');
  await expect(email).toHaveAccessibleDescription('Enter your email address.');
  await expect(password).toHaveAccessibleDescription('Choose a password.');
  await expect(confirmation).toHaveAccessibleDescription('Type your password again.');
  await expect(terms).toHaveAccessibleDescription('Agree to the terms to create an account.');
  await expect(main.getByRole('status')).toHaveCount(0);

  // Wrong values: the messages name the problem, and follow the values as they change.
  await fullName.fill('Ines Okafor');
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill('ines@harbour');
  await password.fill('short1');
  await confirmation.fill('short2');
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  await expect(password).toHaveAccessibleDescription('Use at least 8 characters.');
  await expect(confirmation).toHaveAccessibleDescription('The passwords don’t match.');
  await password.fill('onlyletters');
  await expect(password).toHaveAccessibleDescription('Include at least one letter and one number.');

  // Valid values and the terms accepted: the account is created.
  await email.fill('ines@harbourfoods.example');
  await password.fill('tidewater42');
  await confirmation.fill('tidewater42');
  await terms.check();
  await submit.click();
  const status = main.getByRole('status');
  await expect(status).toContainText('Account created');
  await expect(status).toContainText('ines@harbourfoods.example');
  await expect(submit).toBeHidden();
});
