import { describe, expect, it } from 'vitest';
import { chooseForBlocked, isCrawler, pickInHouseAd, shouldPollAgain, slotStateAfterPoll } from './selection';

describe('isCrawler', () => {
  it.each([
    'Googlebot/2.1',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Baiduspider',
    'SomeCrawler 1.0',
    'ROBOT',
    'AhrefsBot',
  ])('treats %s as a crawler', (agent) => expect(isCrawler(agent)).toBe(true));
  it('leaves browsers alone', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36')).toBe(false);
  });
});

describe('slotStateAfterPoll', () => {
  it('waits during the first six attempts with nothing found', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(slotStateAfterPoll({ attempt, placementFound: false, backersLink: false })).toEqual({ kind: 'waiting' });
    }
  });
  it('treats the reader as ad-blocked from attempt 7', () => {
    expect(slotStateAfterPoll({ attempt: 7, placementFound: false, backersLink: false })).toEqual({ kind: 'blocked' });
    expect(slotStateAfterPoll({ attempt: 30, placementFound: false, backersLink: false })).toEqual({ kind: 'blocked' });
  });
  it('shows the network ad once its placement appears, even after being treated as blocked', () => {
    expect(slotStateAfterPoll({ attempt: 2, placementFound: true, backersLink: false })).toEqual({ kind: 'network' });
    expect(slotStateAfterPoll({ attempt: 12, placementFound: true, backersLink: false })).toEqual({ kind: 'network' });
  });
  it('falls back to in-house when the network only shows its backers link', () => {
    expect(slotStateAfterPoll({ attempt: 3, placementFound: true, backersLink: true })).toEqual({ kind: 'backers' });
  });
});

describe('shouldPollAgain', () => {
  it('polls up to 30 attempts and stops once a placement is found', () => {
    expect(shouldPollAgain({ attempt: 29, placementFound: false, backersLink: false })).toBe(true);
    expect(shouldPollAgain({ attempt: 30, placementFound: false, backersLink: false })).toBe(false);
    expect(shouldPollAgain({ attempt: 3, placementFound: true, backersLink: false })).toBe(false);
  });
});

describe('chooseForBlocked', () => {
  const sequence =
    (...values: number[]) =>
    () =>
      values.shift() ?? 0;

  it('asks to allow ads below 0.2', () => {
    expect(chooseForBlocked(sequence(0.19))).toEqual({ kind: 'plea' });
  });
  it('otherwise keeps the next random number to pick an in-house ad with', () => {
    expect(chooseForBlocked(sequence(0.2, 0.6))).toEqual({ kind: 'in-house', pick: 0.6 });
  });
});

describe('pickInHouseAd', () => {
  const ads = ['templates', 'themes', 'support', 'kits'] as const;

  it('divides [0, 1) evenly between the ads', () => {
    expect(pickInHouseAd(ads, 0)).toBe('templates');
    expect(pickInHouseAd(ads, 0.26)).toBe('themes');
    expect(pickInHouseAd(ads, 0.6)).toBe('support');
    expect(pickInHouseAd(ads, 0.9999)).toBe('kits');
  });
  it('keeps a number outside [0, 1) on the list', () => {
    expect(pickInHouseAd(ads, 1)).toBe('kits');
    expect(pickInHouseAd(ads, -0.5)).toBe('templates');
  });
});
