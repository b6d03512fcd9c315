export type Team = 'billing' | 'shipping' | 'accounts';
export type Priority = 'low' | 'normal' | 'urgent';

export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  team: Team;
  priority: Priority;
  openedAt: Date;
  // When a person first answered; null while the ticket still waits.
  firstReplyAt: Date | null;
}

export const teamOptions: { value: Team; label: string }[] = [
  { value: 'billing', label: 'Billing' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'accounts', label: 'Accounts' },
];

export const priorityOptions: { value: Priority; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'urgent', label: 'Urgent' },
];

// Support tickets of a small online tea shop, opened in the week of 9 February 2026.
export const tickets: Ticket[] = [
  {
    id: 101,
    subject: 'Charged twice for one order',
    customer: 'Ines Duarte',
    team: 'billing',
    priority: 'urgent',
    openedAt: new Date(2026, 1, 9, 8, 40),
    firstReplyAt: new Date(2026, 1, 9, 9, 5),
  },
  {
    id: 102,
    subject: 'Parcel stuck in customs',
    customer: 'Tomasz Nowak',
    team: 'shipping',
    priority: 'normal',
    openedAt: new Date(2026, 1, 9, 11, 10),
    firstReplyAt: new Date(2026, 1, 10, 16, 30),
  },
  {
    id: 103,
    subject: 'Cannot reset my password',
    customer: 'Aiko Tanaka',
    team: 'accounts',
    priority: 'normal',
    openedAt: new Date(2026, 1, 9, 14, 0),
    firstReplyAt: new Date(2026, 1, 9, 15, 20),
  },
  {
    id: 104,
    subject: 'Invoice shows the wrong address',
    customer: 'Lena Fischer',
    team: 'billing',
    priority: 'low',
    openedAt: new Date(2026, 1, 10, 9, 30),
    firstReplyAt: new Date(2026, 1, 12, 10, 0),
  },
  {
    id: 105,
    subject: 'Tin arrived dented',
    customer: 'Kwame Mensah',
    team: 'shipping',
    priority: 'low',
    openedAt: new Date(2026, 1, 10, 13, 45),
    firstReplyAt: new Date(2026, 1, 11, 8, 15),
  },
  {
    id: 106,
    subject: 'Subscription renewed after cancelling',
    customer: 'Sofia Romano',
    team: 'billing',
    priority: 'urgent',
    openedAt: new Date(2026, 1, 11, 7, 55),
    firstReplyAt: new Date(2026, 1, 11, 8, 20),
  },
  {
    id: 107,
    subject: 'Two accounts with one e-mail',
    customer: 'Priya Raman',
    team: 'accounts',
    priority: 'low',
    openedAt: new Date(2026, 1, 11, 16, 5),
    firstReplyAt: null,
  },
  {
    id: 108,
    subject: 'Wrong tea in the box',
    customer: 'Erik Lindqvist',
    team: 'shipping',
    priority: 'normal',
    openedAt: new Date(2026, 1, 12, 10, 20),
    firstReplyAt: new Date(2026, 1, 12, 11, 0),
  },
  {
    id: 109,
    subject: 'Gift card not accepted',
    customer: 'Nadia Haddad',
    team: 'billing',
    priority: 'normal',
    openedAt: new Date(2026, 1, 12, 17, 40),
    firstReplyAt: new Date(2026, 1, 13, 17, 50),
  },
  {
    id: 110,
    subject: 'Delivery left at wrong door',
    customer: 'Oliver Grant',
    team: 'shipping',
    priority: 'urgent',
    openedAt: new Date(2026, 1, 13, 8, 10),
    firstReplyAt: null,
  },
  {
    id: 111,
    subject: 'Change the name on my account',
    customer: 'Mei Chen',
    team: 'accounts',
    priority: 'low',
    openedAt: new Date(2026, 1, 13, 12, 30),
    firstReplyAt: new Date(2026, 1, 13, 13, 0),
  },
  {
    id: 112,
    subject: 'Refund not received',
    customer: 'Diego Alvarez',
    team: 'billing',
    priority: 'urgent',
    openedAt: new Date(2026, 1, 13, 15, 15),
    firstReplyAt: new Date(2026, 1, 14, 9, 45),
  },
];

// The moment the demos treat as "now", so waiting times do not change from day to day.
export const NOW = new Date(2026, 1, 14, 12, 0);
