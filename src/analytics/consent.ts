import { CONSENT_STORAGE_KEY } from './config';

export type ConsentChoice = 'granted' | 'denied';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface PrivacySignals {
  readonly doNotTrack?: string | null;
  readonly globalPrivacyControl?: boolean;
}

/** Do Not Track or Global Privacy Control: the reader asked for essential only. */
export function hasPrivacySignal(navigator: PrivacySignals): boolean {
  return navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
}

export function parseChoice(value: string | null | undefined): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

export function readChoice(storage: StorageLike | null): ConsentChoice | null {
  try {
    return parseChoice(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveChoice(storage: StorageLike | null, choice: ConsentChoice): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** The dialog shows on its own only when the reader has neither chosen nor sent a privacy signal. */
export function shouldAskForConsent(choice: ConsentChoice | null, privacySignal: boolean): boolean {
  return choice === null && !privacySignal;
}

/** The choice in force: a privacy signal always means essential only. */
export function effectiveChoice(choice: ConsentChoice | null, privacySignal: boolean): ConsentChoice {
  return !privacySignal && choice === 'granted' ? 'granted' : 'denied';
}

/** The `gtag('consent', 'update', …)` arguments of a choice. Ads storage is never granted here. */
export function consentUpdate(choice: ConsentChoice): ['consent', 'update', Record<string, 'granted' | 'denied'>] {
  return [
    'consent',
    'update',
    { analytics_storage: choice, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ];
}
