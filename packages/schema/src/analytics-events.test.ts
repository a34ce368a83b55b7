import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema } from './analytics-events.js';
import { lookCell } from './analytics-constants.js';

const visit = 'abcdefghijklmnop1234';

describe('analytics batch', () => {
  it('accepts the events the beacon sends', () => {
    const batch = {
      visit,
      events: [
        { kind: 'visit_start', device: 'phone', language: 'pt-BR', embedOrigin: 'https://portal.example' },
        { kind: 'room_entered', room: 'kitchen' },
        { kind: 'look', room: 'kitchen', yaw: -180, pitch: 90 },
        { kind: 'door_clicked', room: 'kitchen', target: 'hall' },
        { kind: 'enquiry_sent' },
        { kind: 'room_left', room: 'kitchen', dwellMs: 4200 },
        { kind: 'visit_end', durationMs: 9000 },
      ],
    };
    expect(analyticsBatchSchema.parse(batch)).toEqual(batch);
  });

  it.each([
    ['a look off the 5° grid', { kind: 'look', room: 'kitchen', yaw: 12, pitch: 0 }],
    ['a yaw of 180 (it is -180)', { kind: 'look', room: 'kitchen', yaw: 180, pitch: 0 }],
    ['an unknown kind', { kind: 'mouse_moved' }],
    ['extra fields (an address, say)', { kind: 'enquiry_sent', email: 'a@b.c' }],
    [
      'an embed origin with a path',
      { kind: 'visit_start', device: 'phone', language: 'en', embedOrigin: 'https://a.b/x' },
    ],
    ['a day-long dwell', { kind: 'room_left', room: 'hall', dwellMs: 90_000_000 }],
  ])('refuses %s', (_name, event) => {
    expect(analyticsBatchSchema.safeParse({ visit, events: [event] }).success).toBe(false);
  });

  it('refuses empty and oversized batches and bad visit ids', () => {
    const plan = { kind: 'plan_used' };
    expect(analyticsBatchSchema.safeParse({ visit, events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visit, events: Array(51).fill(plan) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visit: 'short', events: [plan] }).success).toBe(false);
  });
});

describe('lookCell', () => {
  it('rounds to 5° and wraps yaw into [-180, 180)', () => {
    expect(lookCell(12.4, -2.4)).toEqual({ yaw: 10, pitch: 0 });
    expect(lookCell(178, 93)).toEqual({ yaw: -180, pitch: 90 });
    expect(lookCell(-541, -89)).toEqual({ yaw: 180 - 360, pitch: -90 });
    expect(lookCell(-2.4, 0)).toEqual({ yaw: 0, pitch: 0 });
  });
});
