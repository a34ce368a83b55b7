import { describe, expect, it } from 'vitest';
import { fetchModeOf } from './fetch-mode.js';

describe('fetchModeOf', () => {
  it('saves bytes under Save-Data whatever the network', () => {
    expect(fetchModeOf({ saveData: true, effectiveType: '4g', downlink: 50 })).toBe('economy');
  });

  it('saves bytes on 3g and slower', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(fetchModeOf({ effectiveType, downlink: 10 })).toBe('economy');
  });

  it('fetches beyond the view only on a fast 4g link', () => {
    expect(fetchModeOf({ effectiveType: '4g', downlink: 10 })).toBe('generous');
    expect(fetchModeOf({ effectiveType: '4g', downlink: 1.6 })).toBe('normal');
    expect(fetchModeOf({ effectiveType: '4g' })).toBe('normal');
  });

  it('treats a browser that says nothing as normal', () => {
    expect(fetchModeOf(undefined)).toBe('normal');
    expect(fetchModeOf({})).toBe('normal');
  });
});
