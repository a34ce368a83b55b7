import { beforeEach, describe, expect, it } from 'vitest';
import { doorPairKey, readRejectedDoors, rejectDoor } from './rejected-doors.js';

beforeEach(() => localStorage.clear());

describe('rejected door proposals', () => {
  it('are kept per tour across visits, whichever way round the pair was proposed', () => {
    let rejected = readRejectedDoors('flat');
    expect([...rejected]).toEqual([]);
    rejected = rejectDoor('flat', rejected, doorPairKey('kitchen', 'hall'));
    rejectDoor('flat', rejected, doorPairKey('hall', 'bath'));

    const later = readRejectedDoors('flat');
    expect(later.has(doorPairKey('hall', 'kitchen'))).toBe(true);
    expect(later.has(doorPairKey('bath', 'hall'))).toBe(true);
    expect(later.size).toBe(2);
    expect(readRejectedDoors('house').size).toBe(0);
  });

  it('start empty when what is stored is not a list of keys', () => {
    localStorage.setItem('tourview-studio:rejected-doors:flat', '{"not":"a list"');
    expect(readRejectedDoors('flat').size).toBe(0);
    localStorage.setItem('tourview-studio:rejected-doors:flat', '[1, "hall kitchen"]');
    expect([...readRejectedDoors('flat')]).toEqual(['hall kitchen']);
  });
});
