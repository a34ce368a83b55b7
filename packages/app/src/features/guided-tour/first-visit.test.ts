import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('remembers the hint for the page where storage is refused', async () => {
    // Modules of its own: what it leaves in the page's memory must not reach the other test.
    vi.resetModules();
    const { isFirstVisit, rememberVisit } = await import('./first-visit.js');
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
