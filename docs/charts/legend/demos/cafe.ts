// Drinks and pastries sold by a neighbourhood café in one week.
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const coffee = [182, 164, 171, 190, 226, 301, 268];
export const tea = [64, 58, 61, 66, 72, 95, 88];
export const pastries = [96, 88, 90, 102, 131, 188, 174];

export const formatItems = (value: number | null) => (value === null ? '' : `${value} sold`);
