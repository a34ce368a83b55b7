import { describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { createTurnCounter, nextSceneId } from './turn-counter.js';

describe('createTurnCounter', () => {
  it('counts a full turn across the ±180° seam', () => {
    const counter = createTurnCounter();
    const yaws = Array.from({ length: 37 }, (_, i) => ((i * 10 + 170) % 360) - 180);
    const results = yaws.map((yaw) => counter.update(yaw));
    expect(results.slice(0, 36).every((done) => !done)).toBe(true);
    expect(results[36]).toBe(true);
  });

  it('starts again after reset', () => {
    const counter = createTurnCounter(20);
    counter.update(0);
    expect(counter.update(25)).toBe(true);
    counter.reset();
    expect(counter.update(100)).toBe(false);
    expect(counter.update(110)).toBe(false);
  });
});

describe('nextSceneId', () => {
  const tour = sampleTour();

  it('follows the scene order and wraps around', () => {
    expect(nextSceneId(tour, 'living')).toBe('kitchen');
    expect(nextSceneId(tour, 'kitchen')).toBe('living');
  });
});
