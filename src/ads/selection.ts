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

export type BlockedChoice = { readonly kind: 'plea' } | { readonly kind: 'in-house'; readonly pick: number };

/**
 * Ad-blocked readers: a plea to allow ads with 20% probability, else an in-house ad chosen by `pick` (a number in
 * [0, 1) drawn now, so the slot keeps its choice; `pickInHouseAd` turns it into an ad where the ads' code loads).
 */
export function chooseForBlocked(next: () => number): BlockedChoice {
  return next() < AD_LIMITS.pleaProbability ? { kind: 'plea' } : { kind: 'in-house', pick: next() };
}

/** The ad of a list a number in [0, 1) picks (the last one for 1 or more, the first for less than 0). */
export function pickInHouseAd<T>(ads: readonly [T, ...T[]], pick: number): T {
  return ads[Math.max(0, Math.min(ads.length - 1, Math.floor(pick * ads.length)))] ?? ads[0];
}
