// A bakery's monthly revenue in 2025 (€ thousands), by sales channel.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const shop = [18.2, 17.1, 19.4, 20.3, 21.8, 22.5, 23.9, 22.1, 20.6, 21.2, 23.4, 29.8];
export const online = [4.1, 4.4, 5.0, 5.6, 5.9, 6.3, 6.0, 5.7, 6.4, 7.2, 8.9, 12.6];

export const thousandEuros = (value: number | null) => (value === null ? '' : `€${value.toFixed(1)}k`);
