import { describe, expect, it } from 'vitest';
import { GUIDED_TOUR_PACE, roomSeconds, turnDegreesPerSecond } from './pace.js';

describe('the guided tour pace', () => {
  it('turns a full circle in 16 to 18 seconds', () => {
    const seconds = 360 / turnDegreesPerSecond();
    expect(seconds).toBeGreaterThanOrEqual(16);
    expect(seconds).toBeLessThanOrEqual(18);
  });

  it('spends about 20 seconds a room, turn and walk together', () => {
    expect(roomSeconds()).toBeGreaterThanOrEqual(18);
    expect(roomSeconds()).toBeLessThanOrEqual(22);
    expect(roomSeconds()).toBe(GUIDED_TOUR_PACE.turnSeconds + GUIDED_TOUR_PACE.walkSeconds);
  });

  it('derives the speed from the turn time', () => {
    expect(turnDegreesPerSecond({ turnSeconds: 18, walkSeconds: 0 })).toBe(20);
  });
});
