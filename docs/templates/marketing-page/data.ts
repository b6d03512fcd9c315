/**
 * Everything the Lanternfish landing page says, in one place: the page's
 * sections (and the ids the navigation links to), features, the usage chart,
 * quotes, numbers, plans, questions and footer links.
 */

export const PRODUCT_NAME = 'Lanternfish';

export interface Section {
  /** The element id the link scrolls to (`href="#<id>"`). */
  id: string;
  label: string;
}

/** The sections linked from the app bar, in page order. */
export const navSections: Section[] = [
  { id: 'features', label: 'Features' },
  { id: 'growth', label: 'Growth' },
  { id: 'customers', label: 'Customers' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];

export type FeatureIcon = 'checks' | 'alerts' | 'status' | 'oncall' | 'regions' | 'reports';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const features: Feature[] = [
  {
    icon: 'checks',
    title: 'Checks in plain words',
    description:
      'Describe what "up" means: a status code, a phrase on the page, a certificate that is not about to expire. No scripting needed.',
  },
  {
    icon: 'alerts',
    title: 'Alerts that wait for proof',
    description:
      'A second region confirms every failure before anyone is paged, so a single flaky network hop never wakes your team.',
  },
  {
    icon: 'status',
    title: 'Status pages on your domain',
    description:
      'Publish a calm, branded page that updates itself from your checks, with incident notes your support team can write.',
  },
  {
    icon: 'oncall',
    title: 'Rotations without spreadsheets',
    description:
      'Weekly or follow-the-sun schedules, overrides for holidays and an escalation path when the first person is asleep.',
  },
  {
    icon: 'regions',
    title: 'Eighteen probe regions',
    description:
      'Watch from where your customers are, from São Paulo to Singapore, and see which region noticed the problem first.',
  },
  {
    icon: 'reports',
    title: 'Monthly uptime reports',
    description:
      'A one-page summary for each service with response times, incidents and minutes of downtime, ready to share.',
  },
];

export interface GrowthPoint {
  month: string;
  /** Checks run by all Lanternfish customers that month, in millions. */
  checks: number;
  /** Incidents confirmed and sent to a person, in thousands. */
  alerts: number;
}

/** Twelve months of platform usage, April 2025 to March 2026. */
export const growth: GrowthPoint[] = [
  { month: 'Apr', checks: 41, alerts: 2.1 },
  { month: 'May', checks: 46, alerts: 2.3 },
  { month: 'Jun', checks: 52, alerts: 2.2 },
  { month: 'Jul', checks: 58, alerts: 2.6 },
  { month: 'Aug', checks: 63, alerts: 2.4 },
  { month: 'Sep', checks: 71, alerts: 2.9 },
  { month: 'Oct', checks: 80, alerts: 3.1 },
  { month: 'Nov', checks: 88, alerts: 3.0 },
  { month: 'Dec', checks: 93, alerts: 3.4 },
  { month: 'Jan', checks: 104, alerts: 3.5 },
  { month: 'Feb', checks: 117, alerts: 3.8 },
  { month: 'Mar', checks: 129, alerts: 4.0 },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  initials: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'We used to learn about outages from angry emails. Now the status page is updated before the first ticket arrives.',
    name: 'Ingrid Solberg',
    role: 'Head of Support, Fjordline Bikes',
    initials: 'IS',
  },
  {
    quote:
      'The confirmation from a second region cut our night pages by two thirds. My on-call week is boring again, in the best way.',
    name: 'Tomás Ferreira',
    role: 'Site Reliability Engineer, Caravela Pay',
    initials: 'TF',
  },
  {
    quote: 'Setting up forty checks took an afternoon. The monthly report is now the slide our board looks at first.',
    name: 'Amara Okafor',
    role: 'CTO, Kettle & Co.',
    initials: 'AO',
  },
];

export interface Highlight {
  value: string;
  label: string;
}

export const highlights: Highlight[] = [
  { value: '1.2 B', label: 'checks run last year' },
  { value: '38 s', label: 'median time from failure to page' },
  { value: '18', label: 'probe regions on five continents' },
  { value: '4,600', label: 'teams sleeping better' },
];

export interface Plan {
  name: string;
  price: string;
  period: string;
  summary: string;
  perks: string[];
  highlighted?: boolean;
}

export const plans: Plan[] = [
  {
    name: 'Hobby',
    price: '$0',
    period: 'forever',
    summary: 'For a side project and its one server.',
    perks: ['10 checks every 5 minutes', 'Email alerts', 'One status page'],
  },
  {
    name: 'Team',
    price: '$29',
    period: 'per month',
    summary: 'For a product team that carries a pager.',
    perks: ['100 checks every 30 seconds', 'SMS, chat and phone alerts', 'On-call rotations'],
    highlighted: true,
  },
  {
    name: 'Scale',
    price: '$119',
    period: 'per month',
    summary: 'For several teams and a customer promise.',
    perks: ['1,000 checks, all regions', 'Custom status page domain', 'Uptime reports and SSO'],
  },
];

export interface Question {
  question: string;
  answer: string;
}

export const questions: Question[] = [
  {
    question: 'Do I need to install anything on my servers?',
    answer:
      'No. Lanternfish checks your sites and APIs from the outside, the way your customers reach them. An optional agent adds disk and memory checks for private machines.',
  },
  {
    question: 'What happens when my free trial ends?',
    answer:
      'Your account moves to the Hobby plan and keeps its first ten checks. Nothing is deleted, and you can upgrade again at any time.',
  },
  {
    question: 'Can the status page show maintenance windows?',
    answer: 'Yes. Schedule a window and the page announces it in advance; checks inside the window do not page anyone.',
  },
  {
    question: 'Where is my data kept?',
    answer:
      'Check results are stored in the European Union for 13 months. Scale customers can choose a region in North America instead.',
  },
];

export interface FooterColumn {
  title: string;
  links: Section[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { id: 'features', label: 'Features' },
      { id: 'growth', label: 'Platform growth' },
      { id: 'pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Customers',
    links: [
      { id: 'customers', label: 'Stories' },
      { id: 'highlights', label: 'By the numbers' },
    ],
  },
  {
    title: 'Help',
    links: [
      { id: 'faq', label: 'Questions' },
      { id: 'get-started', label: 'Start a trial' },
    ],
  },
];

export interface PreviewService {
  name: string;
  uptime: string;
  responseMs: number;
  /** The last 30 days, oldest first: `u` up all day, `d` degraded, `o` an outage. */
  days: string;
}

/** The services shown in the hero's product picture. */
export const previewServices: PreviewService[] = [
  { name: 'Storefront', uptime: '100%', responseMs: 182, days: 'uuuuuuuuuuuuuuuuuuuuuuuuuuuuuu' },
  { name: 'Checkout API', uptime: '99.94%', responseMs: 241, days: 'uuuuuuuuuuuduuuuuuuuuuuuuuuuuu' },
  { name: 'Webhooks', uptime: '99.71%', responseMs: 96, days: 'uuuuuuuuuuuuuuuuuuuouuuuuuuduu' },
  { name: 'Image CDN', uptime: '100%', responseMs: 38, days: 'uuuuuuuuuuuuuuuuuuuuuuuuuuuuuu' },
];
