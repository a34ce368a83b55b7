import { afterEach, describe, expect, it } from 'vitest';
import { fillStorage, refuseStorage } from '../../lib/testing/refused-storage.js';
import { clearRecentTours, readRecentTours, rememberTour } from './recent-tours-store.js';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
  clearRecentTours();
});

const opened = new Date('2026-01-02T03:04:05Z');

describe('recent tours store', () => {
  it('remembers tours newest first in localStorage', () => {
    rememberTour({ code: 'a' }, opened);
    rememberTour({ code: 'b', title: 'B' }, opened);
    expect(readRecentTours().map((t) => t.code)).toEqual(['b', 'a']);
    expect(window.localStorage.getItem('tourview.recent')).toContain('"b"');
  });

  it('works for the visit where reading window.localStorage throws a SecurityError', () => {
    restore = refuseStorage();
    expect(readRecentTours()).toEqual([]);
    expect(rememberTour({ code: 'demo' }, opened)).toHaveLength(1);
    expect(readRecentTours()).toEqual([{ code: 'demo', openedAt: opened.toISOString() }]);
    expect(() => clearRecentTours()).not.toThrow();
    expect(readRecentTours()).toEqual([]);
  });

  it('keeps the list for the visit where setItem throws (quota)', () => {
    restore = fillStorage();
    expect(() => rememberTour({ code: 'demo' }, opened)).not.toThrow();
    expect(readRecentTours().map((t) => t.code)).toEqual(['demo']);
  });
});
