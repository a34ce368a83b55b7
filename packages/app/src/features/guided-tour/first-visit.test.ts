import { afterEach, describe, expect, it } from 'vitest';
import { refuseStorage } from '../../lib/testing/refused-storage.js';
import { isFirstVisit, rememberVisit } from './first-visit.js';

afterEach(() => localStorage.clear());

describe('the first visit', () => {
  it('is a first visit until the hint was seen, then never again', () => {
    expect(isFirstVisit()).toBe(true);
    rememberVisit();
    expect(isFirstVisit()).toBe(false);
    expect(localStorage.length).toBe(1);
  });

  it('remembers the hint for the page where storage is refused', () => {
    const restore = refuseStorage();
    try {
      expect(isFirstVisit()).toBe(true);
      rememberVisit();
      expect(isFirstVisit()).toBe(false);
    } finally {
      restore();
    }
  });
});
