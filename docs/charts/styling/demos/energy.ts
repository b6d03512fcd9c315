// Monthly electricity use of a household with a heat pump, in kWh.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const heating = [410, 360, 280, 170, 60, 0, 0, 0, 40, 150, 290, 390];
export const hotWater = [95, 88, 92, 84, 80, 72, 70, 68, 74, 84, 90, 96];
export const appliances = [180, 165, 170, 160, 158, 150, 148, 140, 155, 165, 172, 190];
// Net result of the rooftop solar panels (exported minus imported), in kWh.
export const solarBalance = [-120, -80, -20, 40, 110, 150, 170, 140, 70, -10, -70, -130];

export const formatKwh = (value: number | null) => (value === null ? '' : `${value} kWh`);
