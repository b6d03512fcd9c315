export interface Review {
  id: number;
  product: string;
  author: string;
  stars: number;
  text: string;
}

export const reviews: Review[] = [
  {
    id: 1,
    product: 'Trail runner 2',
    author: 'Maren',
    stars: 5,
    text: 'Light, grippy on wet rock, and comfortable from the first run.',
  },
  {
    id: 2,
    product: 'Trail runner 2',
    author: 'Kofi',
    stars: 3,
    text: 'Good grip. The toe box is narrow for my feet, so after about fifteen kilometres the outer toes start to rub. I would size up half a number next time, or pick the wide version if it comes back in stock.',
  },
  { id: 3, product: 'Rain shell', author: 'Ines', stars: 4, text: 'Kept me dry through a full afternoon of drizzle.' },
  {
    id: 4,
    product: 'Rain shell',
    author: 'Tom',
    stars: 2,
    text: 'The fabric is fine but the hood does not stay up in wind, and the zip pulls are too small to use with gloves. For the price I expected better details.',
  },
  { id: 5, product: 'Headlamp 400', author: 'Yuki', stars: 5, text: 'Bright.' },
  {
    id: 6,
    product: 'Headlamp 400',
    author: 'Lars',
    stars: 4,
    text: 'The red mode is useful at camp. Battery lasts about three evenings on medium. The strap could be softer, but it does not slip when running.',
  },
  {
    id: 7,
    product: 'Trekking poles',
    author: 'Amina',
    stars: 5,
    text: 'Folded size fits in my day pack and the locks have not slipped once in two weeks of alpine walking, including long descents with a heavy pack.',
  },
  { id: 8, product: 'Trekking poles', author: 'Jonas', stars: 3, text: 'Solid, a bit heavy.' },
];
