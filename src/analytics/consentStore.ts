import { OPEN_CONSENT_EVENT } from './config';
import {
  consentUpdate,
  hasPrivacySignal,
  readChoice,
  saveChoice,
  shouldAskForConsent,
  type ConsentChoice,
} from './consent';
import { gtag } from './gtag';

export interface ConsentSnapshot {
  readonly open: boolean;
  /** Opened by the reader (footer link) rather than by itself. */
  readonly reopened: boolean;
  readonly choice: ConsentChoice | null;
  readonly privacySignal: boolean;
}

export const CLOSED: ConsentSnapshot = { open: false, reopened: false, choice: null, privacySignal: false };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let snapshot: ConsentSnapshot | null = null;
const listeners = new Set<() => void>();

function publish(next: ConsentSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function initial(): ConsentSnapshot {
  const privacySignal = hasPrivacySignal(navigator);
  const choice = readChoice(storage());
  return { open: shouldAskForConsent(choice, privacySignal), reopened: false, choice, privacySignal };
}

/** The browser side of the consent dialog: what localStorage and the privacy signals say, and the footer link. */
export const consentStore = {
  getSnapshot: (): ConsentSnapshot => {
    snapshot ??= initial();
    return snapshot;
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    const reopen = () => publish({ ...consentStore.getSnapshot(), open: true, reopened: true });
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => {
      listeners.delete(listener);
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
    };
  },
  /** Saves the choice and sends it as a consent update (a privacy signal keeps analytics denied). */
  choose: (choice: ConsentChoice): void => {
    const current = consentStore.getSnapshot();
    saveChoice(storage(), choice);
    gtag(...consentUpdate(current.privacySignal ? 'denied' : choice));
    publish({ ...current, open: false, choice });
  },
  close: (): void => {
    publish({ ...consentStore.getSnapshot(), open: false });
  },
};
