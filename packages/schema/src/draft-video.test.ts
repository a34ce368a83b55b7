import { describe, expect, it } from 'vitest';
import { draftVideoParamsSchema, draftVideoType, draftVideoUrl } from './draft-video.js';

describe('a draft’s video as the studio plays it', () => {
  const sha256 = 'ab'.repeat(32);

  it('is addressed by the tour and the file’s SHA-256, and nothing else', () => {
    expect(draftVideoUrl('flat 1', sha256)).toBe(`/api/studio/tours/flat%201/draft/videos/${sha256}`);
    expect(draftVideoParamsSchema.safeParse({ tourCode: 'flat-1', sha256 }).success).toBe(true);
    expect(draftVideoParamsSchema.safeParse({ tourCode: 'flat-1', sha256: 'AB'.repeat(32) }).success).toBe(
      false,
    );
  });

  it('is typed by the extension its upload was checked against', () => {
    expect(draftVideoType('walk.MP4')).toBe('video/mp4');
    expect(draftVideoType('walk.m4v')).toBe('video/mp4');
    expect(draftVideoType('walk.mov')).toBe('video/quicktime');
  });
});
