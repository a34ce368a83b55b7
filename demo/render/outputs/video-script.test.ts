import { describe, expect, it } from 'vitest';
import { APARTMENT } from '../model/apartment.js';
import { webVtt } from './captions.js';
import { framePoses, planShots, videoLength } from './video-script.js';

const shots = planShots(APARTMENT);

describe('the walkthrough plan', () => {
  it('visits every room once and lasts 20–40 s', () => {
    expect(new Set(shots.map((s) => s.room.id)).size).toBe(APARTMENT.rooms.length);
    expect(videoLength(shots)).toBeGreaterThanOrEqual(20);
    expect(videoLength(shots)).toBeLessThanOrEqual(40);
  });

  it('leaves each room facing the door it walks through', () => {
    const through = shots.filter((s) => s.throughDoor);
    expect(through.length).toBeGreaterThanOrEqual(3);
    for (const shot of through) {
      const next = shots[shots.indexOf(shot) + 1];
      expect(next?.fromYaw).toBeCloseTo(
        shot.toYaw - 360 * Math.round((shot.toYaw - (next?.fromYaw ?? 0)) / 360),
      );
    }
  });

  it('blends two rooms only during a fade, with weights summing to one', () => {
    for (let t = 0; t < videoLength(shots); t += 0.1) {
      const poses = framePoses(shots, t);
      expect(poses.length === 1 || poses.length === 2).toBe(true);
      expect(poses.reduce((sum, p) => sum + p.weight, 0)).toBeCloseTo(1);
    }
  });
});

describe('webVtt', () => {
  it('writes one timed cue per room', () => {
    const vtt = webVtt(shots, 'de');
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.600\n')).toBe(true);
    expect(vtt).toContain(APARTMENT.rooms[0]?.captionDe);
  });
});
