import { describe, expect, it } from 'vitest';
import { inertia } from './inertia.js';
import { Motion } from './motion.js';
import { tween, tweenDuration } from './tween.js';

describe('motion', () => {
  it('inertia coasts in the release direction, slows down and stops on its own', () => {
    const moves: number[] = [];
    const tick = inertia(100, 0, (dy) => moves.push(dy));
    let frames = 0;
    while (tick(16) && frames < 1000) frames++;
    expect(frames).toBeLessThan(1000);
    expect(moves[0]).toBeGreaterThan(0);
    expect(moves[moves.length - 1]).toBeLessThan(moves[0] ?? 0);
    // The total coast is v / ln(1/decay) = 100 / ln(20) ≈ 33°, whatever the frame rate.
    const total = moves.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(30);
    expect(total).toBeLessThan(34);
  });

  it('a tween ends exactly at the target and reports done once', () => {
    const from = { yaw: 0, pitch: 0, fov: 60 };
    const to = { yaw: 90, pitch: 10, fov: 40 };
    let last = from;
    let done = 0;
    const tick = tween(
      from,
      to,
      (v) => (last = v),
      () => done++,
    );
    const motion = new Motion();
    motion.add(tick);
    let frames = 0;
    while (motion.step(16)) frames++;
    expect(last).toEqual(to);
    expect(done).toBe(1);
    expect(frames).toBeGreaterThan(Math.floor(tweenDuration(from, to) / 16) - 2);
  });

  it('removing a ticker stops it', () => {
    const motion = new Motion();
    let calls = 0;
    const stop = motion.add(() => ++calls > 0);
    motion.step(16);
    stop();
    expect(motion.step(16)).toBe(false);
    expect(calls).toBe(1);
  });
});
