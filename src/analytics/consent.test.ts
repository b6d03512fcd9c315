import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from './config';
import {
  consentUpdate,
  effectiveChoice,
  hasPrivacySignal,
  readChoice,
  saveChoice,
  shouldAskForConsent,
} from './consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('consent', () => {
  it('reads Do Not Track and Global Privacy Control as essential only', () => {
    expect(hasPrivacySignal({ doNotTrack: '1' })).toBe(true);
    expect(hasPrivacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(hasPrivacySignal({ doNotTrack: null })).toBe(false);
  });

  it('asks once: only without a saved choice and without a privacy signal', () => {
    expect(shouldAskForConsent(null, false)).toBe(true);
    expect(shouldAskForConsent('granted', false)).toBe(false);
    expect(shouldAskForConsent('denied', false)).toBe(false);
    expect(shouldAskForConsent(null, true)).toBe(false);
  });

  it('remembers the choice in localStorage and ignores junk', () => {
    const storage = memoryStorage();
    expect(readChoice(storage)).toBeNull();
    saveChoice(storage, 'granted');
    expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(readChoice(storage)).toBe('granted');
    expect(readChoice(memoryStorage({ [CONSENT_STORAGE_KEY]: 'yes' }))).toBeNull();
    expect(readChoice(null)).toBeNull();
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readChoice(throwing)).toBeNull();
    expect(() => saveChoice(throwing, 'denied')).not.toThrow();
  });

  it('lets a privacy signal win over a saved grant', () => {
    expect(effectiveChoice('granted', false)).toBe('granted');
    expect(effectiveChoice('granted', true)).toBe('denied');
    expect(effectiveChoice(null, false)).toBe('denied');
  });

  it('builds the consent update: analytics as chosen, ads always denied', () => {
    expect(consentUpdate('granted')).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(consentUpdate('denied')[2].analytics_storage).toBe('denied');
  });
});
