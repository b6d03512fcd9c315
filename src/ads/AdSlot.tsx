'use client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '../browser/useBrowserValue';
import { AD_CONFIG, AD_LIMITS } from '../site/ads';
import { AdBoundary } from './AdBoundary';
import { scheduleDisplayEvent, sendAdEvent } from './events';
import { random } from './random';
import { chooseForBlocked, isCrawler, shouldPollAgain, slotStateAfterPoll, type SlotState } from './selection';
import styles from './Ad.module.css';

// Our own ads and the plea show only once the network has failed: their code loads then.
const InHouseAdView = lazy(() => import('./AdViews').then((views) => ({ default: views.InHouseAdView })));
const AdPleaView = lazy(() => import('./AdViews').then((views) => ({ default: views.AdPleaView })));

type State = SlotState | { readonly kind: 'idle' } | { readonly kind: 'crawler' };

const readCrawler = () => isCrawler(navigator.userAgent);
const serverCrawler = () => false;

const BACKERS_LINK = 'a[href*="discover-more/backers"]';

function labelFor(state: State, plea: boolean, placement: string): string | null {
  switch (state.kind) {
    case 'network':
      return `carbon-${placement}`;
    case 'backers':
      return `in-house-${placement}`;
    case 'blocked':
      return plea ? `in-house-adblock-plea-${placement}` : `in-house-adblock-${placement}`;
    default:
      return null;
  }
}

/**
 * The ad under a page's description: the network's ad when its script places
 * one, our own ad when it shows only its backers link or is blocked (or, 20%
 * of the time when blocked, a plea), nothing for crawlers. Its space is
 * reserved, so nothing moves when the ad arrives.
 */
export function AdSlot({ placement = 'body-top' }: { placement?: string }) {
  const networkRef = useRef<HTMLDivElement>(null);
  const crawler = useBrowserValue(readCrawler, serverCrawler);
  const [polled, setState] = useState<State>({ kind: 'idle' });
  const state: State = crawler ? { kind: 'crawler' } : polled;
  // Drawn once, at mount: the in-house ads themselves load with their view.
  const [blockedChoice] = useState(() => chooseForBlocked(random));
  const [backersPick] = useState(random);
  const plea = blockedChoice.kind === 'plea';
  const label = labelFor(state, plea, placement);

  useEffect(() => {
    const host = networkRef.current;
    // Read the user agent here: during hydration `crawler` still holds the server's answer.
    if (!host || readCrawler()) return undefined;
    const script = document.createElement('script');
    script.async = true;
    script.src = AD_CONFIG.scriptUrl;
    script.id = '_carbonads_js';
    host.appendChild(script);
    const onClick = () => sendAdEvent('click', `carbon-${placement}`);
    host.addEventListener('click', onClick);
    let attempt = 0;
    const timer = window.setInterval(() => {
      attempt += 1;
      const found = host.querySelector('#carbonads');
      const observation = {
        attempt,
        placementFound: found !== null,
        backersLink: found?.querySelector(BACKERS_LINK) != null,
      };
      setState(slotStateAfterPoll(observation));
      if (!shouldPollAgain(observation)) window.clearInterval(timer);
    }, AD_LIMITS.pollIntervalMs);
    return () => {
      window.clearInterval(timer);
      host.removeEventListener('click', onClick);
      host.replaceChildren();
    };
  }, [placement]);

  useEffect(() => (label === null ? undefined : scheduleDisplayEvent(label, random)), [label]);

  return (
    <div className={styles.slot} data-ad-slot={placement} data-ad-state={state.kind}>
      <div ref={networkRef} className={styles.network} hidden={state.kind === 'backers' || state.kind === 'blocked'} />
      {label !== null && state.kind !== 'network' && (
        <AdBoundary label={label}>
          <Suspense fallback={null}>
            {state.kind === 'blocked' && blockedChoice.kind === 'plea' && <AdPleaView label={label} />}
            {state.kind === 'blocked' && blockedChoice.kind === 'in-house' && (
              <InHouseAdView pick={blockedChoice.pick} label={label} />
            )}
            {state.kind === 'backers' && <InHouseAdView pick={backersPick} label={label} />}
          </Suspense>
        </AdBoundary>
      )}
    </div>
  );
}
