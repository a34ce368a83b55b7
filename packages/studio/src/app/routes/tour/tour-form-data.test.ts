import { describe, expect, it } from 'vitest';
import { manifestWithFields } from './tour-form-data.js';

const form = (amount: string) => {
  const data = new FormData();
  data.set('amount', amount);
  return data;
};
const amountOf = (manifest: Record<string, unknown>) =>
  (manifest.property as { price: { amount: unknown } }).price.amount;

describe('manifestWithFields', () => {
  it('reads a plain price as a number, and keeps one with thousands separators as typed', () => {
    expect(amountOf(manifestWithFields({}, form('425000')))).toBe(425000);
    expect(amountOf(manifestWithFields({}, form(' 425.000 ')))).toBe('425.000');
    expect(amountOf(manifestWithFields({}, form('1,250,000')))).toBe('1,250,000');
    expect(amountOf(manifestWithFields({}, form('')))).toBeUndefined();
  });

  it('writes the tour’s branding from its fields, drops it when all are empty, and keeps it from a form without them', () => {
    const data = form('1');
    data.set('brandName', ' Canal Homes ');
    data.set('brandAccent', '#fbbf24');
    data.set('brandLogo', '');
    expect(manifestWithFields({}, data).branding).toEqual({ name: 'Canal Homes', accent: '#fbbf24' });
    for (const name of ['brandName', 'brandAccent']) data.set(name, '');
    expect(manifestWithFields({ branding: { name: 'Old' } }, data)).not.toHaveProperty('branding');
    expect(manifestWithFields({ branding: { name: 'Old' } }, form('1')).branding).toEqual({ name: 'Old' });
  });
});
