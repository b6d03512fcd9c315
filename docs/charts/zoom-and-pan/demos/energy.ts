// Monthly electricity use of a household over two years (kWh).
export const months = [
  'Jan 24',
  'Feb 24',
  'Mar 24',
  'Apr 24',
  'May 24',
  'Jun 24',
  'Jul 24',
  'Aug 24',
  'Sep 24',
  'Oct 24',
  'Nov 24',
  'Dec 24',
  'Jan 25',
  'Feb 25',
  'Mar 25',
  'Apr 25',
  'May 25',
  'Jun 25',
  'Jul 25',
  'Aug 25',
  'Sep 25',
  'Oct 25',
  'Nov 25',
  'Dec 25',
];

export const electricity = [
  412, 389, 351, 298, 262, 241, 259, 266, 283, 330, 378, 421, 398, 371, 336, 287, 249, 232, 244, 251, 270, 315, 362,
  405,
];

export const kWh = (value: number | null) => (value === null ? '' : `${value} kWh`);
