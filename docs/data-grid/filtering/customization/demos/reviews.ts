export type Hotel = 'harbour' | 'old-town' | 'airport';

export interface Review {
  id: number;
  guest: string;
  hotel: Hotel;
  rating: number;
  // What the guest paid per night, in euro cents (the way the booking system stores it).
  rateCents: number;
  // Share of the hotel's rooms that were occupied that night, from 0 to 1.
  occupancy: number;
  submittedAt: Date;
}

// Guest reviews collected by a small hotel group in March 2026.
export const reviews: Review[] = [
  {
    id: 1,
    guest: 'Amara Okafor',
    hotel: 'harbour',
    rating: 5,
    rateCents: 14900,
    occupancy: 0.82,
    submittedAt: new Date(2026, 2, 2, 9, 15),
  },
  {
    id: 2,
    guest: 'Jonas Weber',
    hotel: 'old-town',
    rating: 3,
    rateCents: 11200,
    occupancy: 0.64,
    submittedAt: new Date(2026, 2, 3, 18, 40),
  },
  {
    id: 3,
    guest: 'Lucía Fernández',
    hotel: 'airport',
    rating: 2,
    rateCents: 8900,
    occupancy: 0.91,
    submittedAt: new Date(2026, 2, 5, 7, 5),
  },
  {
    id: 4,
    guest: 'Kenji Mori',
    hotel: 'harbour',
    rating: 4,
    rateCents: 16500,
    occupancy: 0.77,
    submittedAt: new Date(2026, 2, 7, 21, 30),
  },
  {
    id: 5,
    guest: 'Freya Lindqvist',
    hotel: 'old-town',
    rating: 5,
    rateCents: 12800,
    occupancy: 0.58,
    submittedAt: new Date(2026, 2, 9, 12, 0),
  },
  {
    id: 6,
    guest: 'Omar Haddad',
    hotel: 'airport',
    rating: 4,
    rateCents: 9400,
    occupancy: 0.88,
    submittedAt: new Date(2026, 2, 11, 6, 45),
  },
  {
    id: 7,
    guest: 'Chloé Martin',
    hotel: 'harbour',
    rating: 1,
    rateCents: 15200,
    occupancy: 0.95,
    submittedAt: new Date(2026, 2, 14, 10, 20),
  },
  {
    id: 8,
    guest: 'Ravi Menon',
    hotel: 'old-town',
    rating: 4,
    rateCents: 10500,
    occupancy: 0.7,
    submittedAt: new Date(2026, 2, 16, 16, 10),
  },
  {
    id: 9,
    guest: 'Zofia Nowak',
    hotel: 'airport',
    rating: 3,
    rateCents: 7900,
    occupancy: 0.55,
    submittedAt: new Date(2026, 2, 19, 8, 55),
  },
  {
    id: 10,
    guest: 'Mateo Rossi',
    hotel: 'harbour',
    rating: 5,
    rateCents: 17900,
    occupancy: 0.99,
    submittedAt: new Date(2026, 2, 21, 22, 5),
  },
  {
    id: 11,
    guest: 'Ingrid Dahl',
    hotel: 'old-town',
    rating: 2,
    rateCents: 9900,
    occupancy: 0.61,
    submittedAt: new Date(2026, 2, 24, 13, 35),
  },
  {
    id: 12,
    guest: 'Samuel Mensah',
    hotel: 'airport',
    rating: 4,
    rateCents: 8400,
    occupancy: 0.73,
    submittedAt: new Date(2026, 2, 27, 19, 50),
  },
];

export const hotelOptions: { value: Hotel; label: string }[] = [
  { value: 'harbour', label: 'Harbour View' },
  { value: 'old-town', label: 'Old Town Inn' },
  { value: 'airport', label: 'Airport Lodge' },
];

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDateTime = (value: Date | null | undefined) => (value ? dateTimeFormat.format(value) : '');
