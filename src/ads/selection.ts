import { AD_LIMITS } from '../site/ads';

/** User agents of crawlers, which get an empty slot. */
const CRAWLER = /bot|spider|crawler|robot/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

export type SlotState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'network' }
  | { readonly kind: 'backers' }
  | { readonly kind: 'blocked' };

export interface PollObservation {
  /** 1-based attempt number. */
  readonly attempt: number;
  readonly placementFound: boolean;
  /** The network rendered its default backers link rather than a paid ad. */
  readonly backersLink: boolean;
}

/**
 * What the slot shows after a poll: the network's ad once its placement is
 * there (or in-house when it is only the backers link), ad-blocked from
 * attempt 7 with nothing found, waiting before that.
 */
export function slotStateAfterPoll({ attempt, placementFound, backersLink }: PollObservation): SlotState {
  if (placementFound) return backersLink ? { kind: 'backers' } : { kind: 'network' };
  return attempt >= AD_LIMITS.blockedFromAttempt ? { kind: 'blocked' } : { kind: 'waiting' };
}

/** Whether to poll again: until a placement is found or the attempts run out. */
export function shouldPollAgain({ attempt, placementFound }: PollObservation): boolean {
  return !placementFound && attempt < AD_LIMITS.maxPollAttempts;
}

export type BlockedChoice<T> = { readonly kind: 'plea' } | { readonly kind: 'in-house'; readonly ad: T };

/** Ad-blocked readers: a plea to allow ads with 20% probability, else a random in-house ad. */
export function chooseForBlocked<T>(ads: readonly T[], next: () => number): BlockedChoice<T> {
  if (next() < AD_LIMITS.pleaProbability || ads.length === 0) return { kind: 'plea' };
  const ad = ads[Math.min(ads.length - 1, Math.floor(next() * ads.length))];
  return ad === undefined ? { kind: 'plea' } : { kind: 'in-house', ad };
}
