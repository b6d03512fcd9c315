// Electricity used by one household, in kilowatt-hours per month.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const electricityKwh = [412, 386, 341, 287, 243, 221, 238, 246, 262, 309, 358, 401];

export const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

// One record per month: heating and hot water by source, in kWh.
export const energyBySource = [
  { month: 'Oct', heatPump: 182, solar: 64, grid: 127 },
  { month: 'Nov', heatPump: 236, solar: 31, grid: 191 },
  { month: 'Dec', heatPump: 291, solar: 18, grid: 242 },
  { month: 'Jan', heatPump: 305, solar: 22, grid: 256 },
  { month: 'Feb', heatPump: 268, solar: 41, grid: 214 },
  { month: 'Mar', heatPump: 214, solar: 77, grid: 158 },
];
