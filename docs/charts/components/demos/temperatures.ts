// Average monthly highs of two cities (°C).
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const lisbon = [15, 16, 19, 20, 22, 26, 28, 29, 27, 23, 18, 15];
export const oslo = [-1, 0, 4, 10, 16, 20, 22, 21, 16, 9, 4, 0];

export const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);
