import { sampleTour } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { tourFormErrors } from './tour-form-errors.js';

const { property } = sampleTour();

describe('tourFormErrors', () => {
  it('finds nothing wrong with a complete tour, and codes typed in lower case pass', () => {
    const typed = {
      ...property,
      address: { ...property.address, country: ' nl ' },
      price: { ...property.price, currency: 'eur' },
    };
    expect(tourFormErrors({ code: 'quay-3', title: 'Quay flat', property: typed }, 'new')).toEqual([]);
  });

  it('names every wrong field at once, in the order of the form, each by its first problem in words', () => {
    const wrong = {
      code: 'ä',
      title: '',
      property: {
        ...property,
        address: { ...property.address, city: '', country: 'NLD' },
        price: { amount: -5, currency: 'EUR' },
        floorArea: { value: undefined, unit: 'ft2' },
        agent: { ...property.agent, email: 'ann' },
      },
    };
    expect(tourFormErrors(wrong, 'new')).toEqual([
      { name: 'code', label: 'Code', message: 'A tour code has at least 3 characters.' },
      { name: 'title', label: 'Title', message: 'Fill this in.' },
      { name: 'city', label: 'City', message: 'Fill this in.' },
      { name: 'country', label: 'Country', message: 'A country code is two letters: NL, DE, GB.' },
      { name: 'amount', label: 'Price', message: 'Expected at least 0, not -5.' },
      { name: 'area', label: 'Floor area', message: 'Fill this in.' },
      {
        name: 'agentEmail',
        label: 'Agent’s email',
        message: 'Expected an email address like ann@example.com.',
      },
    ]);
  });

  it('leaves the code out of the draft form, which has none', () => {
    expect(tourFormErrors({ title: 'Flat', property }, 'draft')).toEqual([]);
    expect(tourFormErrors({ title: 'Flat', property: { ...property, bathrooms: 1.3 } }, 'draft')).toEqual([
      {
        name: 'bathrooms',
        label: 'Bathrooms',
        message: 'Expected a whole or half number (1, 1.5, 2), not 1.3.',
      },
    ]);
  });

  it('refuses a price typed with a thousands separator, saying what to write', () => {
    const typed = { ...property, price: { ...property.price, amount: '425.000' } };
    expect(tourFormErrors({ title: 'Flat', property: typed }, 'draft')).toEqual([
      {
        name: 'amount',
        label: 'Price',
        message:
          '425.000 has a thousands separator, which a manifest reads as a decimal point or as no number: write whole currency units without separators (425000).',
      },
    ]);
  });
});
