// A bakery's daily loaves sold over two weeks (Monday 2 March 2026 to Sunday 15 March 2026).
export const loaves = [82, 95, 88, 104, 131, 158, 120, 79, 91, 97, 110, 127, 166, 133];

export const days = Array.from({ length: loaves.length }, (_, index) => new Date(2026, 2, 2 + index));

export const formatDay = (date: Date) =>
  date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

// Monthly electricity use of a flat, in kWh, January to December.
export const electricity = [412, 388, 341, 280, 236, 210, 225, 231, 262, 318, 370, 405];

// Daily change of a savings fund, in percent: positive and negative values.
export const fundChange = [0.4, -0.2, 0.9, 1.3, -0.8, -1.6, 0.3, 0.7, -0.4, 1.1, 0.6, -0.9, 0.2, 1.4];
