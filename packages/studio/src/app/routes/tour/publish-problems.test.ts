import { describe, expect, it } from 'vitest';
import { publishProblemsOf } from './publish-problems.js';

describe('a failed publish’s problems', () => {
  it('are the indented lines after the first', () => {
    const error =
      'The draft of "flat": 2 problems, nothing was published:\n' +
      '  Kitchen: the door to “hall” points to a room that no longer exists\n' +
      '  Floor plan “Ground floor”: no room is pinned on it yet';
    expect(publishProblemsOf(error)).toEqual([
      'Kitchen: the door to “hall” points to a room that no longer exists',
      'Floor plan “Ground floor”: no room is pinned on it yet',
    ]);
  });

  it('are none for another failure', () => {
    expect(publishProblemsOf('the job was interrupted twice')).toEqual([]);
  });
});
