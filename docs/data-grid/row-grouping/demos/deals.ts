import type { GridColDef } from '@mui/x-data-grid-premium';

export type Stage = 'Lead' | 'Proposal' | 'Negotiation' | 'Won' | 'Lost';
export type Plan = 'Starter' | 'Team' | 'Enterprise';

export interface Partner {
  id: string;
  name: string;
}

export interface Deal {
  id: number;
  /** The customer's company. */
  company: string;
  industry: string;
  region: 'Nordics' | 'Iberia' | 'Benelux';
  /** The sales director responsible for the deal. */
  director: string;
  /** The account executive working the deal. */
  rep: string;
  plan: Plan;
  stage: Stage;
  /** Annual contract value, in euros. */
  amount: number;
  seats: number;
  closeDate: Date;
  /** The reseller who brought the deal in; `null` for a direct sale. */
  partner: Partner | null;
}

// The stages in the order a deal goes through them.
export const stages: Stage[] = ['Lead', 'Proposal', 'Negotiation', 'Won', 'Lost'];
export const plans: Plan[] = ['Starter', 'Team', 'Enterprise'];

const northway: Partner = { id: 'P-14', name: 'Northway IT' };
const solara: Partner = { id: 'P-22', name: 'Solara Consulting' };

// The first-half 2026 pipeline of a company selling shift-planning software.
export const deals: Deal[] = [
  {
    id: 1,
    company: 'Fjord Freight',
    industry: 'Logistics',
    region: 'Nordics',
    director: 'Astrid Lund',
    rep: 'Mikkel Berg',
    plan: 'Enterprise',
    stage: 'Won',
    amount: 48000,
    seats: 320,
    closeDate: new Date(2026, 0, 16),
    partner: null,
  },
  {
    id: 2,
    company: 'Bergen Bakeries',
    industry: 'Retail',
    region: 'Nordics',
    director: 'Astrid Lund',
    rep: 'Mikkel Berg',
    plan: 'Team',
    stage: 'Proposal',
    amount: 9600,
    seats: 80,
    closeDate: new Date(2026, 4, 29),
    partner: northway,
  },
  {
    id: 3,
    company: 'Oslo Care Homes',
    industry: 'Healthcare',
    region: 'Nordics',
    director: 'Astrid Lund',
    rep: 'Sanna Koski',
    plan: 'Enterprise',
    stage: 'Negotiation',
    amount: 36500,
    seats: 240,
    closeDate: new Date(2026, 3, 10),
    partner: null,
  },
  {
    id: 4,
    company: 'Lakeside School',
    industry: 'Education',
    region: 'Nordics',
    director: 'Astrid Lund',
    rep: 'Sanna Koski',
    plan: 'Starter',
    stage: 'Won',
    amount: 2400,
    seats: 30,
    closeDate: new Date(2026, 1, 3),
    partner: northway,
  },
  {
    id: 5,
    company: 'Turku Terminals',
    industry: 'Logistics',
    region: 'Nordics',
    director: 'Astrid Lund',
    rep: 'Sanna Koski',
    plan: 'Team',
    stage: 'Lost',
    amount: 14400,
    seats: 120,
    closeDate: new Date(2026, 2, 20),
    partner: null,
  },
  {
    id: 6,
    company: 'Malmö Markets',
    industry: 'Retail',
    region: 'Nordics',
    director: 'Astrid Lund',
    rep: 'Mikkel Berg',
    plan: 'Team',
    stage: 'Won',
    amount: 12000,
    seats: 100,
    closeDate: new Date(2026, 2, 2),
    partner: null,
  },
  {
    id: 7,
    company: 'Porto Pharma',
    industry: 'Healthcare',
    region: 'Iberia',
    director: 'Rafael Moreno',
    rep: 'Inês Duarte',
    plan: 'Enterprise',
    stage: 'Won',
    amount: 52000,
    seats: 410,
    closeDate: new Date(2026, 1, 24),
    partner: solara,
  },
  {
    id: 8,
    company: 'Costa Cargo',
    industry: 'Logistics',
    region: 'Iberia',
    director: 'Rafael Moreno',
    rep: 'Inês Duarte',
    plan: 'Team',
    stage: 'Negotiation',
    amount: 18000,
    seats: 150,
    closeDate: new Date(2026, 4, 8),
    partner: null,
  },
  {
    id: 9,
    company: 'Sevilla Studios',
    industry: 'Education',
    region: 'Iberia',
    director: 'Rafael Moreno',
    rep: 'Pablo Ruiz',
    plan: 'Starter',
    stage: 'Lead',
    amount: 1800,
    seats: 20,
    closeDate: new Date(2026, 5, 12),
    partner: null,
  },
  {
    id: 10,
    company: 'Lisboa Lojas',
    industry: 'Retail',
    region: 'Iberia',
    director: 'Rafael Moreno',
    rep: 'Pablo Ruiz',
    plan: 'Team',
    stage: 'Won',
    amount: 10800,
    seats: 90,
    closeDate: new Date(2026, 0, 28),
    partner: solara,
  },
  {
    id: 11,
    company: 'Valencia Vet Clinics',
    industry: 'Healthcare',
    region: 'Iberia',
    director: 'Rafael Moreno',
    rep: 'Inês Duarte',
    plan: 'Team',
    stage: 'Proposal',
    amount: 7200,
    seats: 60,
    closeDate: new Date(2026, 5, 3),
    partner: null,
  },
  {
    id: 12,
    company: 'Bilbao Bikes',
    industry: 'Retail',
    region: 'Iberia',
    director: 'Rafael Moreno',
    rep: 'Pablo Ruiz',
    plan: 'Starter',
    stage: 'Lost',
    amount: 3000,
    seats: 25,
    closeDate: new Date(2026, 2, 14),
    partner: null,
  },
  {
    id: 13,
    company: 'Rotterdam Reefers',
    industry: 'Logistics',
    region: 'Benelux',
    director: 'Hanna de Vries',
    rep: 'Lotte Jansen',
    plan: 'Enterprise',
    stage: 'Won',
    amount: 61000,
    seats: 500,
    closeDate: new Date(2026, 2, 27),
    partner: null,
  },
  {
    id: 14,
    company: 'Ghent Groceries',
    industry: 'Retail',
    region: 'Benelux',
    director: 'Hanna de Vries',
    rep: 'Lotte Jansen',
    plan: 'Team',
    stage: 'Negotiation',
    amount: 15600,
    seats: 130,
    closeDate: new Date(2026, 3, 22),
    partner: northway,
  },
  {
    id: 15,
    company: 'Utrecht University Hospital',
    industry: 'Healthcare',
    region: 'Benelux',
    director: 'Hanna de Vries',
    rep: 'Bram Peeters',
    plan: 'Enterprise',
    stage: 'Proposal',
    amount: 74000,
    seats: 620,
    closeDate: new Date(2026, 5, 19),
    partner: null,
  },
  {
    id: 16,
    company: 'Leuven Language School',
    industry: 'Education',
    region: 'Benelux',
    director: 'Hanna de Vries',
    rep: 'Bram Peeters',
    plan: 'Starter',
    stage: 'Won',
    amount: 2100,
    seats: 28,
    closeDate: new Date(2026, 0, 9),
    partner: null,
  },
  {
    id: 17,
    company: 'Antwerp Docks',
    industry: 'Logistics',
    region: 'Benelux',
    director: 'Hanna de Vries',
    rep: 'Bram Peeters',
    plan: 'Team',
    stage: 'Lead',
    amount: 21600,
    seats: 180,
    closeDate: new Date(2026, 5, 26),
    partner: solara,
  },
  {
    id: 18,
    company: 'Delft Dental',
    industry: 'Healthcare',
    region: 'Benelux',
    director: 'Hanna de Vries',
    rep: 'Lotte Jansen',
    plan: 'Starter',
    stage: 'Won',
    amount: 1500,
    seats: 12,
    closeDate: new Date(2026, 3, 1),
    partner: null,
  },
];

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Formats a number of euros, e.g. `€48,000`. */
export const formatEuro = (value: number | null | undefined) => (value == null ? '' : euro.format(value));

export const dealColumns: GridColDef<Deal>[] = [
  { field: 'company', headerName: 'Company', width: 190 },
  { field: 'director', headerName: 'Director', width: 140 },
  { field: 'rep', headerName: 'Rep', width: 120 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'industry', headerName: 'Industry', width: 110 },
  { field: 'plan', headerName: 'Plan', type: 'singleSelect', valueOptions: plans, width: 110 },
  { field: 'stage', headerName: 'Stage', type: 'singleSelect', valueOptions: stages, width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => formatEuro(value),
  },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'closeDate', headerName: 'Close date', type: 'date', width: 120 },
];
