import { describe, expect, it } from 'vitest';
import { isMissingLicenceKeyMessage, missingLicenceKeyMessage } from './licenceMessage';

describe('isMissingLicenceKeyMessage', () => {
  it('accepts the message of a Pro and of a Premium package', () => {
    expect(isMissingLicenceKeyMessage(missingLicenceKeyMessage('@mui/x-data-grid-pro'))).toBe(true);
    expect(isMissingLicenceKeyMessage(missingLicenceKeyMessage('@mui/x-data-grid-premium'))).toBe(true);
    expect(missingLicenceKeyMessage('@mui/x-data-grid-premium')).toContain('part of MUI X Premium.');
    expect(missingLicenceKeyMessage('@mui/x-charts-pro')).toContain('part of MUI X Pro.');
  });

  it('rejects other licence messages, other errors and the message with anything added or changed', () => {
    const message = missingLicenceKeyMessage('@mui/x-tree-view-pro');
    expect(isMissingLicenceKeyMessage(`${message}\nTypeError: boom`)).toBe(false);
    expect(isMissingLicenceKeyMessage(message.replace('Missing license key', 'Invalid license key'))).toBe(false);
    expect(isMissingLicenceKeyMessage(message.replace('MUI X Pro', 'MUI X Premium'))).toBe(false);
    expect(isMissingLicenceKeyMessage('MUI X: Missing license key.')).toBe(false);
    expect(isMissingLicenceKeyMessage('TypeError: Cannot read properties of undefined')).toBe(false);
  });
});
