import { describe, expect, it } from 'vitest';
import { formatAddress, formatArea, formatCount, formatPrice, loanCalculatorHref } from './format.js';

describe('formatPrice', () => {
  it('formats euros the English way', () => {
    expect(formatPrice('en-GB', { amount: 450000, currency: 'EUR' })).toBe('€450,000');
  });

  it('formats euros the German way, symbol after the number', () => {
    expect(formatPrice('de-DE', { amount: 450000, currency: 'EUR' })).toBe('450.000\u00a0€');
  });

  it('keeps other currencies', () => {
    expect(formatPrice('en-GB', { amount: 1200, currency: 'GBP' })).toBe('£1,200');
  });
});

describe('formatArea', () => {
  it('uses the locale decimal separator and the unit symbol', () => {
    expect(formatArea('de-DE', { value: 85.5, unit: 'm2' })).toBe('85,5\u00a0m²');
    expect(formatArea('en-GB', { value: 1200, unit: 'ft2' })).toBe('1,200\u00a0sq ft');
  });
});

describe('formatCount', () => {
  it('shows half bathrooms', () => {
    expect(formatCount('en-GB', 1.5)).toBe('1.5');
    expect(formatCount('de-DE', 1.5)).toBe('1,5');
  });
});

describe('formatAddress', () => {
  it('joins the parts that exist', () => {
    expect(formatAddress({ line1: 'Main St 1', city: 'Berlin', postalCode: '10115', country: 'DE' })).toBe(
      'Main St 1, 10115 Berlin',
    );
    expect(formatAddress({ line1: 'Flat 2', line2: 'High St 5', city: 'Leeds', country: 'GB' })).toBe(
      'Flat 2, High St 5, Leeds',
    );
  });
});

describe('loanCalculatorHref', () => {
  it('adds price and tour code, keeping existing parameters', () => {
    const href = new URL(loanCalculatorHref('https://example.com/tools/loan?ref=tour', 450000, 'demo'));
    expect(href.origin + href.pathname).toBe('https://example.com/tools/loan');
    expect(href.searchParams.get('ref')).toBe('tour');
    expect(href.searchParams.get('price')).toBe('450000');
    expect(href.searchParams.get('tourCode')).toBe('demo');
  });
});
