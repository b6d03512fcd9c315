// Cupping scores (0 to 10) of three coffees tasted by a roastery.
export const tasteNotes = ['Acidity', 'Body', 'Sweetness', 'Bitterness', 'Aroma', 'Aftertaste'];

export const coffees = [
  { id: 'ethiopia', label: 'Ethiopia Yirgacheffe', data: [9, 4, 7, 3, 9, 7] },
  { id: 'brazil', label: 'Brazil Cerrado', data: [4, 7, 8, 5, 6, 6] },
  { id: 'sumatra', label: 'Sumatra Mandheling', data: [3, 9, 5, 7, 7, 8] },
];

export const scoreFormatter = (value: number | null) => (value === null ? '' : `${value} / 10`);
