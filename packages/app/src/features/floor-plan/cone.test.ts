import { describe, expect, it } from 'vitest';
import type { FloorPlan } from '@tourview/schema';
import { conePath, planForScene, planHeading } from './cone.js';

describe('planHeading', () => {
  it('adds the scene offset to the view yaw and wraps', () => {
    expect(planHeading(0, 90)).toBe(90);
    expect(planHeading(100, 90)).toBe(-170);
    expect(planHeading(-30, 0)).toBe(-30);
  });
});

describe('conePath', () => {
  it('opens upwards for heading 0 (image up), symmetric about the axis', () => {
    expect(conePath(100, 100, 0, 90, 10)).toBe('M100 100 L92.93 92.93 A10 10 0 0 1 107.07 92.93 Z');
  });

  it('points right for heading 90', () => {
    expect(conePath(0, 0, 90, 60, 10)).toBe('M0 0 L8.66 -5 A10 10 0 0 1 8.66 5 Z');
  });
});

describe('planForScene', () => {
  const plans = [
    { id: 'ground', scenes: [{ scene: 'hall' }] },
    { id: 'upper', scenes: [{ scene: 'bedroom' }] },
  ] as unknown as FloorPlan[];

  it('finds the floor of a scene, else the first floor', () => {
    expect(planForScene(plans, 'bedroom')?.id).toBe('upper');
    expect(planForScene(plans, 'garden')?.id).toBe('ground');
    expect(planForScene([], 'hall')).toBeUndefined();
  });
});
