/**
 * Everything the pricing page says about money and features. Prices are US dollars per month; the
 * yearly price is per month too, billed once a year. Change a plan here and the cards, the
 * comparison table and the savings all follow.
 */
export const PRODUCT_NAME = 'Lookout';

export type BillingPeriod = 'monthly' | 'yearly';

export type PlanId = 'hobby' | 'team' | 'scale';

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  /** Price per month when billed monthly. */
  monthly: number;
  /** Price per month when billed yearly. */
  yearly: number;
  /** The card that is drawn bigger and labelled "Most popular". */
  highlighted?: boolean;
  cta: string;
  /** The few lines the card shows; the table has the full list. */
  highlights: string[];
}

export const plans: Plan[] = [
  {
    id: 'hobby',
    name: 'Hobby',
    tagline: 'For side projects and a first status page.',
    monthly: 0,
    yearly: 0,
    cta: 'Start for free',
    highlights: ['10 monitors, checked every 5 minutes', 'One public status page', 'Email alerts'],
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'For product teams who are on call together.',
    monthly: 35,
    yearly: 28,
    highlighted: true,
    cta: 'Try Team free for 14 days',
    highlights: [
      '100 monitors, checked every 30 seconds',
      'Three status pages on your own domain',
      'Slack, SMS and phone alerts',
      'On-call rotations for 10 people',
    ],
  },
  {
    id: 'scale',
    name: 'Scale',
    tagline: 'For companies with many services and strict SLAs.',
    monthly: 119,
    yearly: 95,
    cta: 'Talk to us',
    highlights: [
      '1,000 monitors from 20 regions',
      'Unlimited status pages and subscribers',
      'SSO, audit log and 99.99% SLA',
      'A named support engineer',
    ],
  },
];

/** What a year costs on the yearly plan compared with twelve monthly payments. */
export function yearlySaving(plan: Plan): number {
  return (plan.monthly - plan.yearly) * 12;
}

/** The largest saving in percent, for the toggle's badge ("Save 20%"). */
export function bestSavingPercent(): number {
  return Math.max(
    ...plans.filter((plan) => plan.monthly > 0).map((plan) => Math.round((1 - plan.yearly / plan.monthly) * 100)),
  );
}

/** A cell of the comparison table: included or not, or a short value such as "30 s". */
export type FeatureValue = boolean | string;

export interface FeatureGroup {
  name: string;
  features: { name: string; values: Record<PlanId, FeatureValue> }[];
}

export const featureGroups: FeatureGroup[] = [
  {
    name: 'Monitoring',
    features: [
      { name: 'Monitors', values: { hobby: '10', team: '100', scale: '1,000' } },
      { name: 'Check interval', values: { hobby: '5 min', team: '30 s', scale: '10 s' } },
      { name: 'Check regions', values: { hobby: '3', team: '8', scale: '20' } },
      { name: 'SSL and domain expiry checks', values: { hobby: true, team: true, scale: true } },
      { name: 'Browser checks (scripted)', values: { hobby: false, team: '20', scale: '200' } },
    ],
  },
  {
    name: 'Status pages',
    features: [
      { name: 'Public status pages', values: { hobby: '1', team: '3', scale: 'Unlimited' } },
      { name: 'Custom domain', values: { hobby: false, team: true, scale: true } },
      { name: 'Private pages for customers', values: { hobby: false, team: false, scale: true } },
      { name: 'Email subscribers', values: { hobby: '100', team: '5,000', scale: 'Unlimited' } },
    ],
  },
  {
    name: 'Alerts and on-call',
    features: [
      { name: 'Email alerts', values: { hobby: true, team: true, scale: true } },
      { name: 'Slack and Teams alerts', values: { hobby: false, team: true, scale: true } },
      { name: 'SMS and phone calls', values: { hobby: false, team: '100 / month', scale: '1,000 / month' } },
      { name: 'On-call rotations', values: { hobby: false, team: 'Up to 10 people', scale: 'Unlimited' } },
    ],
  },
  {
    name: 'Security and support',
    features: [
      { name: 'Single sign-on (SAML)', values: { hobby: false, team: false, scale: true } },
      { name: 'Audit log', values: { hobby: false, team: '30 days', scale: '1 year' } },
      { name: 'Uptime SLA', values: { hobby: false, team: '99.9%', scale: '99.99%' } },
      { name: 'Support', values: { hobby: 'Community', team: 'Email, 1 day', scale: 'Named engineer' } },
    ],
  },
];

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const faqs: Faq[] = [
  {
    id: 'trial',
    question: 'Do I need a credit card for the trial?',
    answer:
      'No. The Team trial runs for 14 days without payment details. When it ends you pick a plan, or your account moves to Hobby and keeps its first 10 monitors.',
  },
  {
    id: 'switch',
    question: 'Can I switch between monthly and yearly billing?',
    answer:
      'Yes, at any time from the billing settings. Moving to yearly bills the rest of the year at once and credits what is left of your current month.',
  },
  {
    id: 'limits',
    question: 'What happens when I go over my monitor limit?',
    answer:
      'Nothing stops. We email the account owners and the extra monitors keep running for 7 days, so you have time to tidy up or upgrade.',
  },
  {
    id: 'nonprofit',
    question: 'Do you have discounts for open source and non-profits?',
    answer:
      'Open-source projects with a public repository get Team for free, and registered non-profits get 50% off any plan. Write to us from the project or organisation address.',
  },
  {
    id: 'data',
    question: 'Where is my monitoring data stored?',
    answer:
      'In the EU (Frankfurt) by default, or in the US (Oregon) if you choose it when creating the account. Check results are kept for 13 months.',
  },
];

export const navLinks = [
  { label: 'Plans', href: '#plans' },
  { label: 'Compare', href: '#compare' },
  { label: 'FAQ', href: '#faq' },
];
