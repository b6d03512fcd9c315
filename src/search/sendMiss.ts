import { effectiveChoice } from '../analytics/consent';
import { consentStore } from '../analytics/consentStore';
import { gtag } from '../analytics/gtag';
import { missEvent, type MissAction } from './misses';

/** Sends a search miss through analytics, only when the reader allowed analytics (and sent no privacy signal). */
export function sendMiss(action: MissAction, query: string): void {
  const { choice, privacySignal } = consentStore.getSnapshot();
  if (effectiveChoice(choice, privacySignal) === 'granted') gtag(...missEvent(action, query));
}
