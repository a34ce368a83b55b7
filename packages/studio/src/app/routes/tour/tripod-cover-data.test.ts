import { describe, expect, it } from 'vitest';
import { manifestWithTripodCover, tripodCoverValues } from './tripod-cover-data.js';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('tripod cover fields', () => {
  it('start from the defaults when the draft has no cover, and off', () => {
    expect(tripodCoverValues({ title: 'Flat' })).toEqual({
      on: false,
      size: 15,
      colour: '#5a5a5a',
      logo: '',
    });
  });

  it('write a cover with its logo, and take it off again, leaving the rest of the draft', () => {
    const on = manifestWithTripodCover(
      { title: 'Flat' },
      form({ tripodCover: 'on', tripodSize: '20', tripodColour: '#112233', tripodLogo: 'logo.png' }),
    );
    expect(on).toEqual({ title: 'Flat', tripodCover: { size: 20, colour: '#112233', logo: 'logo.png' } });
    expect(tripodCoverValues(on)).toEqual({ on: true, size: 20, colour: '#112233', logo: 'logo.png' });
    expect(manifestWithTripodCover(on, form({}))).toEqual({ title: 'Flat' });
  });

  it('leave out an empty logo', () => {
    const on = manifestWithTripodCover(
      {},
      form({ tripodCover: 'on', tripodSize: '', tripodColour: '#ffffff' }),
    );
    expect(on).toEqual({ tripodCover: { size: 15, colour: '#ffffff' } });
  });
});
