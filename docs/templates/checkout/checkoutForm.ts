import dayjs, { type Dayjs } from 'dayjs';
import { countryByCode } from './cart';

/** The template's "today": fixed so that the page looks the same on every visit. */
export const TODAY = dayjs('2026-03-14');

export const STEPS = ['Shipping address', 'Payment details', 'Review your order'] as const;

export interface ShippingValues {
  fullName: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  country: string;
  deliveryDate: Dayjs | null;
}

export type PaymentMethod = 'card' | 'bank';

export interface PaymentValues {
  method: PaymentMethod;
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

export type ShippingField = keyof ShippingValues;
export type PaymentField = Exclude<keyof PaymentValues, 'method'>;

/** One message per invalid field; a field that is fine has no key. */
export type Errors<Field extends string> = Partial<Record<Field, string>>;

export const initialShipping: ShippingValues = {
  fullName: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  country: '',
  deliveryDate: null,
};

export const initialPayment: PaymentValues = {
  method: 'card',
  cardNumber: '',
  expiry: '',
  cvc: '',
  nameOnCard: '',
};

/** The order the fields appear in, so that the first invalid one can be focused. */
export const SHIPPING_FIELDS: ShippingField[] = [
  'fullName',
  'address1',
  'address2',
  'city',
  'postalCode',
  'country',
  'deliveryDate',
];
export const PAYMENT_FIELDS: PaymentField[] = ['cardNumber', 'expiry', 'cvc', 'nameOnCard'];

/** Deliveries run Monday to Saturday, from today on. */
export function isUnavailableDeliveryDay(date: Dayjs): boolean {
  return date.day() === 0 || date.isBefore(TODAY, 'day');
}

export function validateShipping(values: ShippingValues): Errors<ShippingField> {
  const errors: Errors<ShippingField> = {};
  if (!values.fullName.trim()) {
    errors.fullName = 'Enter the name of the person receiving the parcel.';
  }
  if (!values.address1.trim()) {
    errors.address1 = 'Enter a street address.';
  }
  if (!values.city.trim()) {
    errors.city = 'Enter a city or town.';
  }
  const country = countryByCode(values.country);
  if (!values.postalCode.trim()) {
    errors.postalCode = 'Enter a postal code.';
  } else if (country && !country.postalPattern.test(values.postalCode.trim())) {
    errors.postalCode = `This doesn't look like a ${country.name} postal code (for example ${country.postalExample}).`;
  }
  if (!country) {
    errors.country = 'Choose the country to ship to.';
  }
  if (!values.deliveryDate) {
    errors.deliveryDate = 'Choose a delivery date.';
  } else if (!values.deliveryDate.isValid()) {
    errors.deliveryDate = 'Enter a full date, for example 03/18/2026.';
  } else if (values.deliveryDate.isBefore(TODAY, 'day')) {
    errors.deliveryDate = 'Choose today or a later date.';
  } else if (values.deliveryDate.day() === 0) {
    errors.deliveryDate = "We don't deliver on Sundays: choose another day.";
  }
  return errors;
}

/** Only the digits of what was typed. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0528" → "05/28", adding the slash as the reader types. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = number.length - 1; index >= 0; index -= 1) {
    let digit = Number(number[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(cardNumber: string): string | null {
  const digits = digitsOf(cardNumber);
  if (/^4/.test(digits)) {
    return 'Visa';
  }
  if (/^(5[1-5]|2[2-7])/.test(digits)) {
    return 'Mastercard';
  }
  if (/^3[47]/.test(digits)) {
    return 'American Express';
  }
  return null;
}

export function validatePayment(values: PaymentValues): Errors<PaymentField> {
  const errors: Errors<PaymentField> = {};
  if (values.method !== 'card') {
    return errors;
  }
  const digits = digitsOf(values.cardNumber);
  if (!digits) {
    errors.cardNumber = 'Enter the card number.';
  } else if (digits.length < 13 || !passesLuhn(digits)) {
    errors.cardNumber = 'This card number is not valid: check the digits.';
  }
  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiry);
  if (!values.expiry) {
    errors.expiry = 'Enter the expiry date.';
  } else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    errors.expiry = 'Use the MM/YY format, for example 08/28.';
  } else {
    // A card is valid until the last day of its expiry month.
    const lastMonth = dayjs(`20${expiry[2]}-${expiry[1]}-01`);
    if (lastMonth.isBefore(TODAY, 'month')) {
      errors.expiry = 'This card has expired.';
    }
  }
  if (!values.cvc) {
    errors.cvc = 'Enter the security code.';
  } else if (!/^\d{3,4}$/.test(values.cvc)) {
    errors.cvc = 'The security code has 3 or 4 digits.';
  }
  if (!values.nameOnCard.trim()) {
    errors.nameOnCard = 'Enter the name as it is printed on the card.';
  }
  return errors;
}

/** `current` with the messages of `fields` replaced by those of `fresh` (a fixed field loses its message). */
export function withFieldErrors<Field extends string>(
  current: Errors<Field>,
  fresh: Errors<Field>,
  fields: Field[],
): Errors<Field> {
  const next = { ...current };
  for (const field of fields) {
    const message = fresh[field];
    if (message) {
      next[field] = message;
    } else {
      delete next[field];
    }
  }
  return next;
}

export function hasErrors(errors: Errors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The same order always gets the same number: a small hash of who it goes to and what it costs,
 * so the confirmation is reproducible (a real shop gets this number back from its server).
 */
export function orderNumber(shipping: ShippingValues, total: number): string {
  const key = `${shipping.fullName.trim()}|${shipping.postalCode.trim()}|${shipping.country}|${total}`;
  let hash = 7;
  for (const character of key) {
    hash = (hash * 31 + character.charCodeAt(0)) % 1_000_000;
  }
  return `FH-${TODAY.format('YYMMDD')}-${String(hash).padStart(6, '0')}`;
}

export function maskedCardNumber(cardNumber: string): string {
  return `•••• ${digitsOf(cardNumber).slice(-4)}`;
}
