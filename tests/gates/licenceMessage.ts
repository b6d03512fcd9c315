/**
 * The one console error the demo gate tolerates: the message MUI X logs when a
 * Pro or Premium component renders without a licence key (DESIGN §4). It is
 * matched in full, as `@mui/x-license`'s `showMissingLicenseKeyError` writes it,
 * so any other message, or this one with anything added, still fails.
 */
const FRAME = '*************************************************************';

/** The message for one commercial package, e.g. `@mui/x-data-grid-premium`. */
export function missingLicenceKeyMessage(packageName: string): string {
  const plan = packageName.includes('premium') ? 'Premium' : 'Pro';
  return [
    FRAME,
    '',
    'MUI X: Missing license key.',
    '',
    `The license key is missing. You might not be allowed to use \`${packageName}\` which is part of MUI X ${plan}.`,
    '',
    'To solve the issue, you can check the free trial conditions: https://mui.com/r/x-license-trial.',
    'If you are eligible no actions are required. If you are not eligible to the free trial, you need to purchase a license https://mui.com/r/x-get-license or stop using the software immediately.',
    '',
    FRAME,
  ].join('\n');
}

/** Whether a console error is exactly MUI X's missing licence key message for a Pro or Premium package. */
export function isMissingLicenceKeyMessage(text: string): boolean {
  const packageName = /You might not be allowed to use `(@mui\/x-[a-z-]+-(?:pro|premium))`/.exec(text)?.[1];
  return packageName !== undefined && text === missingLicenceKeyMessage(packageName);
}
