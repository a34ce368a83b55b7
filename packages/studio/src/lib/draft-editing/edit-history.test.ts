import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo } from './edit-history.js';

describe('edit history', () => {
  it('undoes and redoes every edit, and a new edit drops what was undone', () => {
    let h = startHistory(1);
    h = record(h, 2);
    h = record(h, 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9);
    expect(redo(h)).toBe(h);
    expect(h.past).toEqual([1, 2]);
  });

  it('takes back the steps of one drag together', () => {
    let h = startHistory(0);
    for (const step of [1, 2, 3]) h = record(h, step, 'drag 1');
    h = record(h, 4, 'drag 2');
    expect(undo(h).present).toBe(3);
    expect(undo(undo(h)).present).toBe(0);
  });
});
