import { describe, expect, it } from 'vitest';
import { sampleTour } from './testing/sample-tour.js';
import { tourSchema } from './tour.js';
import {
  isUnbrandedTour,
  unbrandedTourOf,
  unbrandedTourSchema,
  visitorTourSchema,
} from './unbranded-tour.js';

const branded = tourSchema.parse({
  ...sampleTour('flat-one'),
  branding: { name: 'Canal Homes', accent: '#fbbf24', logo: 'tours/flat-one/b1/files/logo.png' },
});

describe('unbrandedTourOf', () => {
  it('keeps the property and rooms under the new code, without agent or branding', () => {
    const unbranded = unbrandedTourOf(branded, 'Xy_9-unbranded1');
    expect(unbrandedTourSchema.parse(unbranded)).toEqual(unbranded);
    expect(unbranded.code).toBe('Xy_9-unbranded1');
    expect(unbranded.scenes).toEqual(branded.scenes);
    expect(unbranded.property.price).toEqual(branded.property.price);
    expect(unbranded.property.address).toEqual(branded.property.address);
    const text = JSON.stringify(unbranded);
    expect(text).not.toContain('agent');
    expect(text).not.toContain(branded.property.agent.name);
    expect(text).not.toContain('Canal Homes');
    expect(text).not.toContain('flat-one"');
    expect(isUnbrandedTour(unbranded)).toBe(true);
    expect(isUnbrandedTour(branded)).toBe(false);
  });

  it('is a type of its own: an agent is refused, and the branded record is not unbranded', () => {
    const unbranded = unbrandedTourOf(branded, 'Xy_9-unbranded1');
    const withAgent = { ...unbranded, property: { ...unbranded.property, agent: branded.property.agent } };
    expect(unbrandedTourSchema.safeParse(withAgent).success).toBe(false);
    expect(unbrandedTourSchema.safeParse(branded).success).toBe(false);
    expect(visitorTourSchema.parse(unbranded)).toEqual(unbranded);
    expect(visitorTourSchema.parse(branded)).toEqual(branded);
  });
});
