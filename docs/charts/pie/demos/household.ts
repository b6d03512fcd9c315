// Where a household's electricity went last year, in kilowatt-hours.
export const electricityUse = [
  { id: 'heating', label: 'Heating', value: 2150 },
  { id: 'water', label: 'Hot water', value: 980 },
  { id: 'appliances', label: 'Appliances', value: 1240 },
  { id: 'lighting', label: 'Lighting', value: 410 },
  { id: 'cooking', label: 'Cooking', value: 520 },
];

export const totalKwh = electricityUse.reduce((sum, item) => sum + item.value, 0);

export const kwh = (item: { value: number }) => `${item.value.toLocaleString('en-US')} kWh`;
