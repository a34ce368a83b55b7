import { describe, expect, it } from 'vitest';
import { shareSourceWidth } from './share-image.js';

describe('shareSourceWidth', () => {
  it('shrinks the panorama as far as JPEG decoding shrinks for free, never below the render', () => {
    // At a 90° vertical fov the 2×-supersampled render has 630 px per radian: 3958 px around.
    expect(shareSourceWidth(90, 8192)).toBe(4096);
    expect(shareSourceWidth(90, 16384)).toBe(4096);
    expect(shareSourceWidth(90, 32768)).toBe(4096);
    expect(shareSourceWidth(90, 6000)).toBe(6000);
    // A narrow view needs every pixel there is.
    expect(shareSourceWidth(30, 8192)).toBe(8192);
  });
});
