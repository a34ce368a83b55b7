import { describe, expect, it } from 'vitest';
import { FINE_TURN_STEP, TURN_STEP, headingKey, pinKey } from './plan-keys.js';

const pin = { scene: 'hall', x: 100, y: 50, yawOffset: 30 };

describe('keys on the plan', () => {
  it('move a pin by the step, by one plan pixel with Shift, with y growing down', () => {
    expect(pinKey('ArrowRight', false, pin, 6)).toEqual({ move: { x: 106, y: 50 } });
    expect(pinKey('ArrowUp', false, pin, 6)).toEqual({ move: { x: 100, y: 44 } });
    expect(pinKey('ArrowDown', true, pin, 6)).toEqual({ move: { x: 100, y: 51 } });
  });

  it('take a pin off with Delete or Backspace and ignore other keys', () => {
    expect(pinKey('Delete', false, pin, 6)).toEqual({ remove: true });
    expect(pinKey('Backspace', false, pin, 6)).toEqual({ remove: true });
    expect(pinKey('a', false, pin, 6)).toBeNull();
  });

  it('turn a heading clockwise with right and up, anticlockwise with left and down', () => {
    expect(headingKey('ArrowRight', false, 30)).toBe(30 + TURN_STEP);
    expect(headingKey('ArrowUp', false, 30)).toBe(30 + TURN_STEP);
    expect(headingKey('ArrowLeft', true, 30)).toBe(30 - FINE_TURN_STEP);
    expect(headingKey('ArrowDown', false, 30)).toBe(30 - TURN_STEP);
    expect(headingKey('Delete', false, 30)).toBeNull();
  });
});
