import type { Property } from '@tourview/schema';

/** The price in the visitor's locale, whole currency units (listings never show cents). */
export function formatPrice(locale: string, price: Property['price']): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    maximumFractionDigits: 0,
  }).format(price.amount);
}

const AREA_UNITS: Record<Property['floorArea']['unit'], string> = { m2: 'm²', ft2: 'sq ft' };

/**
 * The floor area with its unit. Intl has no sanctioned square-metre unit, so the number is
 * formatted by Intl and the unit symbol appended.
 */
export function formatArea(locale: string, area: Property['floorArea']): string {
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(area.value);
  return `${value}\u00a0${AREA_UNITS[area.unit]}`;
}

/** A count such as bedrooms or bathrooms (bathrooms may be halves: 1.5). */
export function formatCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(count);
}

/** The address on one line: street, optional second line, postal code and city. */
export function formatAddress(address: Property['address']): string {
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, city].filter(Boolean).join(', ');
}

/** The loan calculator page for this property: `price` and `tourCode` added to its URL. */
export function loanCalculatorHref(calculatorUrl: string, price: number, tourCode: string): string {
  const url = new URL(calculatorUrl);
  url.searchParams.set('price', String(price));
  url.searchParams.set('tourCode', tourCode);
  return url.toString();
}
