export type StockStatus = 'Out of stock' | 'Reorder' | 'In stock';

export interface Product {
  kind: 'product';
  id: string;
  name: string;
  category: 'Drivetrain' | 'Brakes' | 'Wheels' | 'Accessories';
  bin: string;
  onHand: number;
  reorderPoint: number;
  unitCost: number;
}

/** The pinned row at the bottom: totals of the rows that pass the filter. */
export interface TotalRow {
  kind: 'total';
  id: 'total';
  name: string;
  onHand: number;
  stockValue: number;
  toReorder: number;
}

export type InventoryRow = Product | TotalRow;

/** A bike workshop's parts store, counted on 14 March 2026. */
export const products: Product[] = [
  {
    kind: 'product',
    id: 'CH-11',
    name: 'Chain, 11-speed',
    category: 'Drivetrain',
    bin: 'A1',
    onHand: 24,
    reorderPoint: 10,
    unitCost: 21.5,
  },
  {
    kind: 'product',
    id: 'CS-1132',
    name: 'Cassette 11–32',
    category: 'Drivetrain',
    bin: 'A2',
    onHand: 6,
    reorderPoint: 4,
    unitCost: 48,
  },
  {
    kind: 'product',
    id: 'DR-R',
    name: 'Rear derailleur',
    category: 'Drivetrain',
    bin: 'A3',
    onHand: 2,
    reorderPoint: 3,
    unitCost: 64.9,
  },
  {
    kind: 'product',
    id: 'CB-SH',
    name: 'Shift cable kit',
    category: 'Drivetrain',
    bin: 'A4',
    onHand: 40,
    reorderPoint: 15,
    unitCost: 6.2,
  },
  {
    kind: 'product',
    id: 'BP-DR',
    name: 'Disc brake pads, resin',
    category: 'Brakes',
    bin: 'B1',
    onHand: 9,
    reorderPoint: 12,
    unitCost: 11.4,
  },
  {
    kind: 'product',
    id: 'BR-160',
    name: 'Brake rotor 160 mm',
    category: 'Brakes',
    bin: 'B2',
    onHand: 14,
    reorderPoint: 6,
    unitCost: 27.75,
  },
  {
    kind: 'product',
    id: 'BF-MIN',
    name: 'Mineral brake fluid',
    category: 'Brakes',
    bin: 'B3',
    onHand: 0,
    reorderPoint: 2,
    unitCost: 9.8,
  },
  {
    kind: 'product',
    id: 'TU-700',
    name: 'Inner tube 700×28',
    category: 'Wheels',
    bin: 'C1',
    onHand: 58,
    reorderPoint: 30,
    unitCost: 4.1,
  },
  {
    kind: 'product',
    id: 'TY-700',
    name: 'Tyre 700×28, folding',
    category: 'Wheels',
    bin: 'C2',
    onHand: 11,
    reorderPoint: 8,
    unitCost: 32,
  },
  {
    kind: 'product',
    id: 'SP-294',
    name: 'Spoke 294 mm (box of 20)',
    category: 'Wheels',
    bin: 'C3',
    onHand: 3,
    reorderPoint: 2,
    unitCost: 18.6,
  },
  {
    kind: 'product',
    id: 'RT-18',
    name: 'Rim tape 18 mm',
    category: 'Wheels',
    bin: 'C4',
    onHand: 5,
    reorderPoint: 6,
    unitCost: 3.9,
  },
  {
    kind: 'product',
    id: 'LT-F',
    name: 'Front light, 800 lm',
    category: 'Accessories',
    bin: 'D1',
    onHand: 7,
    reorderPoint: 3,
    unitCost: 39.5,
  },
  {
    kind: 'product',
    id: 'BO-750',
    name: 'Bottle cage',
    category: 'Accessories',
    bin: 'D2',
    onHand: 0,
    reorderPoint: 5,
    unitCost: 7.25,
  },
  {
    kind: 'product',
    id: 'PU-MIN',
    name: 'Mini pump',
    category: 'Accessories',
    bin: 'D3',
    onHand: 12,
    reorderPoint: 4,
    unitCost: 16.9,
  },
];

/** Out of stock at 0, time to reorder at or below the reorder point, in stock above it. */
export function stockStatus({ onHand, reorderPoint }: Pick<Product, 'onHand' | 'reorderPoint'>): StockStatus {
  if (onHand <= 0) {
    return 'Out of stock';
  }
  return onHand <= reorderPoint ? 'Reorder' : 'In stock';
}

export function totalsOf(rows: Product[]): TotalRow {
  return {
    kind: 'total',
    id: 'total',
    name: `Total, ${rows.length} ${rows.length === 1 ? 'item' : 'items'}`,
    onHand: rows.reduce((sum, row) => sum + row.onHand, 0),
    stockValue: rows.reduce((sum, row) => sum + row.onHand * row.unitCost, 0),
    toReorder: rows.filter((row) => stockStatus(row) !== 'In stock').length,
  };
}

export function sameTotals(a: TotalRow, b: TotalRow): boolean {
  return a.name === b.name && a.onHand === b.onHand && a.stockValue === b.stockValue && a.toReorder === b.toReorder;
}

/** The validation rules of the editable columns: a message, or null when the value is fine. */
export function checkWholeNumber(value: unknown, max: number): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return 'Enter a number.';
  }
  if (!Number.isInteger(value) || value < 0 || value > max) {
    return `Enter a whole number from 0 to ${max.toLocaleString('en-US')}.`;
  }
  return null;
}

export function checkUnitCost(value: unknown): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return 'Enter a price.';
  }
  if (value <= 0 || value > 10000) {
    return 'Enter a price above 0 and up to 10,000.';
  }
  // Compare with a tolerance: 1.15 * 100 is 114.99999999999999 in floating point.
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return 'Use at most two decimals.';
  }
  return null;
}
