// Monthly climate of Madrid: average daily high and low (°C) and rainfall (mm).
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const highs = [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10];
export const lows = [3, 3, 6, 8, 11, 16, 19, 19, 15, 11, 6, 3];
export const rainfall = [37, 35, 26, 47, 52, 25, 15, 10, 28, 49, 56, 56];

export const formatCelsius = (value: number | null) => (value === null ? '' : `${value} °C`);
export const formatMillimetres = (value: number | null) => (value === null ? '' : `${value} mm`);
