/**
 * Our own promotions, shown to ad-blocked readers and when the network has no
 * paid ad. Their text is translated: `ads.inHouse.<name>.title` and `.description`.
 */
export interface InHouseAd {
  readonly name: string;
  /** Another host's URL, or a canonical path of this site (`/x/templates/`). */
  readonly link: string;
  readonly img: string;
  readonly poweredby: string;
  readonly label: string;
}

export const IN_HOUSE_ADS: readonly [InHouseAd, ...InHouseAd[]] = [
  {
    name: 'templates',
    // Our own gallery (a path of this site: it opens in the reader's language, in the same tab).
    link: '/x/templates/',
    img: '/static/ads/templates.svg',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/collections/themes/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/static/ads/themes.svg',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    name: 'enterprise-support',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-support',
    img: '/static/ads/support.svg',
    poweredby: 'MUI',
    label: 'in-house-enterprise-support',
  },
  {
    name: 'design-kits',
    link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kits',
    img: '/static/ads/design-kits.svg',
    poweredby: 'MUI',
    label: 'in-house-design-kits',
  },
];
