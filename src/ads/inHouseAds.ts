/** Our own promotions, shown to ad-blocked readers and when the network has no paid ad. */
export interface InHouseAd {
  readonly name: string;
  readonly link: string;
  readonly img: string;
  readonly descriptionHeader: string;
  readonly description: string;
  readonly poweredby: string;
  readonly label: string;
}

export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/static/ads/templates.svg',
    descriptionHeader: 'Premium templates',
    description: 'Start your next dashboard or admin app from a polished, fully typed Material UI template.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/collections/themes/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/static/ads/themes.svg',
    descriptionHeader: 'Ready-made themes',
    description: 'Give your Data Grid, Pickers and Charts a finished look in minutes with a complete theme.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    name: 'enterprise-support',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-support',
    img: '/static/ads/support.svg',
    descriptionHeader: 'Priority support',
    description: 'Get answers from the engineers who build MUI X, with response times your team can plan around.',
    poweredby: 'MUI',
    label: 'in-house-enterprise-support',
  },
  {
    name: 'design-kits',
    link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kits',
    img: '/static/ads/design-kits.svg',
    descriptionHeader: 'Design kits',
    description: 'Design with the same components you ship: Material UI and MUI X kits for Figma and Sketch.',
    poweredby: 'MUI',
    label: 'in-house-design-kits',
  },
];
