'use client';
import { useTranslate } from '../i18n/useTranslate';
import { OPEN_CONSENT_EVENT } from './config';

/** The footer control that reopens the cookie preferences dialog. */
export function CookiePreferencesLink({ className }: { className?: string | undefined }) {
  const t = useTranslate();
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {t('consent.link')}
    </button>
  );
}
