// One month of visits to a small web shop, from the first visit to the order.
export const shopFunnel = [
  { id: 'visits', label: 'Visited the shop', value: 12400 },
  { id: 'product', label: 'Viewed a product', value: 7300 },
  { id: 'cart', label: 'Added to cart', value: 2900 },
  { id: 'checkout', label: 'Started checkout', value: 1500 },
  { id: 'order', label: 'Placed an order', value: 980 },
];

export const stageNames = shopFunnel.map((stage) => stage.label);
