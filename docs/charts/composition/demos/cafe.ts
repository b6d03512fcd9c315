// A café's week: takings (€) and the number of customers served each day.
export const cafeWeek = [
  { day: 'Mon', takings: 820, customers: 131 },
  { day: 'Tue', takings: 760, customers: 118 },
  { day: 'Wed', takings: 910, customers: 142 },
  { day: 'Thu', takings: 980, customers: 150 },
  { day: 'Fri', takings: 1240, customers: 187 },
  { day: 'Sat', takings: 1580, customers: 236 },
  { day: 'Sun', takings: 1310, customers: 205 },
];

export const euros = (value: number | null) => (value === null ? '' : `€${value}`);
export const people = (value: number | null) => (value === null ? '' : `${value} customers`);
