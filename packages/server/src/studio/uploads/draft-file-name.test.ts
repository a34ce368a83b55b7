import { describe, expect, it } from 'vitest';
import { sanitizeFileName, uniqueDraftName } from './draft-file-name.js';

describe('sanitizeFileName', () => {
  it('keeps the stem and lower-cases the extension', () => {
    expect(sanitizeFileName('Küche 1.JPG', 'panorama')).toBe('Kuche-1.jpg');
  });

  it('keeps the extension of a name that is only an extension', () => {
    expect(sanitizeFileName('.jpg', 'panorama')).toBe('panorama.jpg');
    expect(sanitizeFileName('C:\\photos\\.JPEG', 'plan')).toBe('plan.jpeg');
  });

  it('uses the fallback stem for a name without usable letters', () => {
    expect(sanitizeFileName('日本', 'video')).toBe('video');
    expect(sanitizeFileName('---.mp4', 'video')).toBe('video.mp4');
  });
});

describe('uniqueDraftName', () => {
  it('numbers a name that other bytes hold', () => {
    const taken = new Map([['panorama.jpg', 'a']]);
    expect(uniqueDraftName('panorama.jpg', 'b', taken)).toBe('panorama-2.jpg');
    expect(uniqueDraftName('panorama.jpg', 'a', taken)).toBe('panorama.jpg');
  });
});
