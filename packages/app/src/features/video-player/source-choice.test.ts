import { describe, expect, it } from 'vitest';
import { choosePlayback, HLS_TYPE, type MediaAbilities } from './source-choice.js';

const mp4 = { url: '/media/v.mp4', type: 'video/mp4' };
const hls = { url: '/media/v.m3u8', type: HLS_TYPE };

function browser(playable: string[], hasMediaSource: boolean): MediaAbilities {
  return { canPlayType: (type) => (playable.includes(type) ? 'maybe' : ''), hasMediaSource };
}

describe('choosePlayback', () => {
  it('plays MP4 natively', () => {
    expect(choosePlayback([mp4], browser(['video/mp4'], true))).toEqual({ engine: 'native', source: mp4 });
  });

  it('plays HLS natively where the browser can (Safari)', () => {
    expect(choosePlayback([hls, mp4], browser([HLS_TYPE, 'video/mp4'], true))).toEqual({
      engine: 'native',
      source: hls,
    });
  });

  it('plays HLS through hls.js where the browser only has Media Source Extensions', () => {
    expect(choosePlayback([hls, mp4], browser(['video/mp4'], true))).toEqual({
      engine: 'hls.js',
      source: hls,
    });
  });

  it('falls back to the next source when HLS cannot play at all', () => {
    expect(choosePlayback([hls, mp4], browser(['video/mp4'], false))).toEqual({
      engine: 'native',
      source: mp4,
    });
  });

  it('keeps the tour order: an MP4 listed first wins without loading hls.js', () => {
    expect(choosePlayback([mp4, hls], browser(['video/mp4'], true))).toEqual({
      engine: 'native',
      source: mp4,
    });
  });

  it('is undefined when nothing can play', () => {
    expect(choosePlayback([hls], browser([], false))).toBeUndefined();
  });
});
