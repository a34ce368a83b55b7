import { describe, expect, it } from 'vitest';
import { startYaw } from './start-view.js';

describe('a room’s start yaw', () => {
  it('keeps the room’s view when a door is already within reach', () => {
    expect(startYaw(180, [177.4, 137.73])).toBe(180);
  });

  it('turns towards the nearest door until the door is 12° off centre, across ±180°', () => {
    expect(startYaw(-55, [70, 115])).toBe(58);
    expect(startYaw(150, [-73.61])).toBe(-85.61);
    expect(startYaw(75, [14.09])).toBe(26.09);
  });

  it('keeps the view of a room without doors', () => {
    expect(startYaw(40, [])).toBe(40);
  });
});
