import { afterEach, describe, expect, it } from 'vitest';
import { readCookies, readItem, removeItem, writeItem } from './safe-storage.js';
import { fillStorage, refuseStorage } from './testing/refused-storage.js';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
  removeItem('k');
  removeItem('k', 'session');
});

describe('safe storage', () => {
  it('reads and writes the browser storage when it is allowed', () => {
    expect(writeItem('k', 'v')).toBe(true);
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(readItem('k')).toBe('v');
    expect(writeItem('k', 's', 'session')).toBe(true);
    expect(window.sessionStorage.getItem('k')).toBe('s');
    expect(removeItem('k')).toBe(true);
    expect(readItem('k')).toBeNull();
  });

  it('never throws where merely reading window.localStorage throws, and remembers in memory', () => {
    restore = refuseStorage();
    expect(() => window.localStorage).toThrow(DOMException);
    expect(readItem('k')).toBeNull();
    expect(writeItem('k', 'v')).toBe(false);
    expect(readItem('k')).toBe('v');
    expect(readItem('k', 'session')).toBeNull();
    expect(removeItem('k')).toBe(false);
    expect(readItem('k')).toBeNull();
  });

  it('keeps a value that full storage refused for the rest of the visit', () => {
    restore = fillStorage();
    expect(writeItem('k', 'v')).toBe(false);
    expect(window.localStorage.getItem('k')).toBeNull();
    expect(readItem('k')).toBe('v');
  });

  it('reads cookies as empty where document.cookie throws', () => {
    document.cookie = 'a=1; path=/';
    expect(readCookies()).toContain('a=1');
    restore = refuseStorage();
    expect(readCookies()).toBe('');
  });
});
