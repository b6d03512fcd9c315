import { describe, expect, it } from 'vitest';
import en from '../../docs/translations/en.json';
import { lookup } from '../i18n/translate';
import { IN_HOUSE_ADS } from './inHouseAds';

describe('in-house ads', () => {
  it('have a title and a description in the translations', () => {
    const missing = IN_HOUSE_ADS.flatMap((ad) => [
      `ads.inHouse.${ad.name}.title`,
      `ads.inHouse.${ad.name}.description`,
    ]).filter((key) => lookup(en, key) === undefined);
    expect(missing).toEqual([]);
  });
});
