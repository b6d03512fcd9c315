'use client';
import { OPEN_CONSENT_EVENT } from './config';

/** The footer control that reopens the cookie preferences dialog. */
export function CookiePreferencesLink({ className }: { className?: string | undefined }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Cookie preferences
    </button>
  );
}
