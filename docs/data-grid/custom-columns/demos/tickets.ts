import type { TicketStatus } from './columnTypes';

export interface Ticket {
  id: number;
  subject: string;
  status: TicketStatus;
  openedAt: string;
  updatedAt: string;
  refund: number | null;
  satisfaction: number;
}

// As an API would send them: dates as ISO 8601 strings.
export const tickets: Ticket[] = [
  {
    id: 1,
    subject: 'Charged twice for March',
    status: 'Open',
    openedAt: '2026-03-09T08:12:00Z',
    updatedAt: '2026-03-10T14:30:00Z',
    refund: 49.9,
    satisfaction: 0.4,
  },
  {
    id: 2,
    subject: 'Cannot export invoices',
    status: 'Waiting',
    openedAt: '2026-03-07T16:45:00Z',
    updatedAt: '2026-03-09T09:05:00Z',
    refund: null,
    satisfaction: 0.7,
  },
  {
    id: 3,
    subject: 'Change billing e-mail',
    status: 'Solved',
    openedAt: '2026-03-05T10:20:00Z',
    updatedAt: '2026-03-05T11:02:00Z',
    refund: null,
    satisfaction: 0.95,
  },
  {
    id: 4,
    subject: 'Wrong VAT number on receipt',
    status: 'Solved',
    openedAt: '2026-03-02T13:00:00Z',
    updatedAt: '2026-03-04T08:40:00Z',
    refund: 12.5,
    satisfaction: 0.8,
  },
  {
    id: 5,
    subject: 'Plan downgrade not applied',
    status: 'Open',
    openedAt: '2026-03-10T07:55:00Z',
    updatedAt: '2026-03-10T07:55:00Z',
    refund: 30,
    satisfaction: 0.2,
  },
];
