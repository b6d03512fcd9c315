// A café's drinks sold per weekday, by drink.
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const drinks = [
  { id: 'coffee', label: 'Coffee', data: [142, 150, 138, 155, 171, 198, 176] },
  { id: 'tea', label: 'Tea', data: [58, 61, 64, 60, 55, 72, 80] },
  { id: 'juice', label: 'Juice', data: [31, 28, 35, 33, 40, 66, 71] },
];

// Monthly average temperature (°C) and rainfall (mm) of a city, January to December.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const temperature = [4, 5, 8, 11, 15, 18, 21, 20, 17, 12, 8, 5];
export const rainfall = [62, 48, 51, 45, 58, 52, 47, 55, 60, 79, 83, 74];
