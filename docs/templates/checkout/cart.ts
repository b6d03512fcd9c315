/**
 * The shop's cart and the rules that price it. Prices are whole cents so that sums never drift
 * (format them with `formatPrice`). In a real app the cart would come from your store's API.
 */
export interface CartItem {
  id: string;
  name: string;
  /** A short line under the name: size, finish, grind. */
  detail: string;
  quantity: number;
  /** Price of one item, in cents. */
  unitPrice: number;
  /** Two letters for the thumbnail's `Avatar`. */
  initials: string;
  /** The thumbnail's background, a palette colour. */
  tone: 'primary' | 'success' | 'warning' | 'info';
}

export const SHOP_NAME = 'Fernhill Tea Co.';

export const cartItems: CartItem[] = [
  {
    id: 'sencha-first-flush',
    name: 'First-flush sencha',
    detail: 'Loose leaf · 100 g tin',
    quantity: 2,
    unitPrice: 1850,
    initials: 'SF',
    tone: 'success',
  },
  {
    id: 'smoked-lapsang',
    name: 'Pine-smoked lapsang',
    detail: 'Loose leaf · 250 g pouch',
    quantity: 1,
    unitPrice: 2400,
    initials: 'PL',
    tone: 'warning',
  },
  {
    id: 'kyusu-teapot',
    name: 'Kyusu side-handle teapot',
    detail: 'Stoneware · 350 ml · ash glaze',
    quantity: 1,
    unitPrice: 4600,
    initials: 'KT',
    tone: 'info',
  },
  {
    id: 'bamboo-scoop',
    name: 'Bamboo tea scoop',
    detail: 'Hand-carved',
    quantity: 1,
    unitPrice: 900,
    initials: 'BS',
    tone: 'primary',
  },
];

export interface Country {
  code: string;
  name: string;
  /** Flat shipping for the whole order, in cents. */
  shipping: number;
  /** Sales tax or VAT applied to the subtotal. */
  taxRate: number;
  /** What the postal code looks like there, for validation. */
  postalPattern: RegExp;
  postalExample: string;
}

export const countries: Country[] = [
  {
    code: 'US',
    name: 'United States',
    shipping: 690,
    taxRate: 0.0725,
    postalPattern: /^\d{5}(-\d{4})?$/,
    postalExample: '94110',
  },
  {
    code: 'CA',
    name: 'Canada',
    shipping: 1290,
    taxRate: 0.05,
    postalPattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
    postalExample: 'M5V 2T6',
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    shipping: 1490,
    taxRate: 0.2,
    postalPattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    postalExample: 'EH1 1YZ',
  },
  { code: 'DE', name: 'Germany', shipping: 1490, taxRate: 0.19, postalPattern: /^\d{5}$/, postalExample: '10115' },
  {
    code: 'NL',
    name: 'Netherlands',
    shipping: 1490,
    taxRate: 0.21,
    postalPattern: /^\d{4} ?[A-Z]{2}$/i,
    postalExample: '1012 AB',
  },
  {
    code: 'JP',
    name: 'Japan',
    shipping: 1890,
    taxRate: 0.1,
    postalPattern: /^\d{3}-?\d{4}$/,
    postalExample: '150-0001',
  },
  { code: 'AU', name: 'Australia', shipping: 1990, taxRate: 0.1, postalPattern: /^\d{4}$/, postalExample: '2000' },
];

/** Orders of this subtotal or more ship free to the United States. */
export const FREE_SHIPPING_THRESHOLD = 10000;

export function countryByCode(code: string): Country | undefined {
  return countries.find((country) => country.code === code);
}

export interface CartTotals {
  subtotal: number;
  /** `null` until a country is chosen. */
  shipping: number | null;
  tax: number | null;
  taxRate: number | null;
  total: number;
}

export function cartTotals(items: CartItem[], countryCode: string): CartTotals {
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const country = countryByCode(countryCode);
  if (!country) {
    return { subtotal, shipping: null, tax: null, taxRate: null, total: subtotal };
  }
  const shipping = country.code === 'US' && subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : country.shipping;
  const tax = Math.round(subtotal * country.taxRate);
  return { subtotal, shipping, tax, taxRate: country.taxRate, total: subtotal + shipping + tax };
}

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(cents: number): string {
  return priceFormat.format(cents / 100);
}
