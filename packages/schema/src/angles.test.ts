import { describe, expect, it } from 'vitest';
import { roundAngle, roundPitch } from './angles.js';
import { normalizeYaw } from './view-state.js';

describe('angles as the studio stores them', () => {
  it('rounds to 0.01° after turning into (-180, 180], so no binary noise is left', () => {
    expect(-347.6 + 360).not.toBe(12.4);
    expect(roundAngle(-347.6)).toBe(12.4);
    expect(roundAngle(12.345678)).toBe(12.35);
    expect(roundAngle(540)).toBe(180);
    expect(roundAngle(-179.999)).toBe(180);
    expect(Object.is(roundAngle(-0.001), 0)).toBe(true);
  });

  it('keeps a pitch within ±90', () => {
    expect(roundPitch(-10.004)).toBe(-10);
    expect(roundPitch(95)).toBe(90);
  });
});

describe('normalizeYaw', () => {
  it('returns a yaw in range as it is and a wrapped one without binary noise', () => {
    expect(normalizeYaw(12.4)).toBe(12.4);
    expect(normalizeYaw(372.4)).toBe(12.4);
    expect(normalizeYaw(-180)).toBe(180);
  });
});
