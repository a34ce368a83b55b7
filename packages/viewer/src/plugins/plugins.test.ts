import { describe, expect, it } from 'vitest';
import { Emitter, type ViewerEvents } from '../events.js';
import { Motion } from '../view/motion.js';
import type { View } from '../view/camera.js';
import { createAutoplay } from './autoplay.js';
import { createFollow } from './follow.js';
import { createHeadingFeed } from './heading-feed.js';
import type { PluginHost } from './plugin.js';

/** A hand-made host: a view, an emitter and a motion list stepped by the test. */
function fakeHost() {
  const events = new Emitter<ViewerEvents>();
  const motion = new Motion();
  let view: View = { yaw: 0, pitch: 0, fov: 75 };
  const host: PluginHost = {
    on: (type, handler) => events.on(type, handler),
    getView: () => view,
    lookAt: (v) => {
      view = { ...view, ...v };
      events.emit('view-change', { view });
      return Promise.resolve();
    },
    addTicker: (ticker) => motion.add(ticker),
  };
  return { host, events, motion };
}

describe('plugins', () => {
  it('autoplay turns the view at its speed and stops on any interaction', () => {
    const { host, events, motion } = fakeHost();
    const autoplay = createAutoplay({ degreesPerSecond: 10 });
    const states: boolean[] = [];
    autoplay.onChange((running) => states.push(running));
    autoplay.init(host);
    autoplay.start();
    for (let i = 0; i < 10; i++) motion.step(100);
    expect(host.getView().yaw).toBeCloseTo(10, 6);
    events.emit('interaction', { kind: 'drag' });
    expect(autoplay.running).toBe(false);
    expect(motion.step(100)).toBe(false);
    autoplay.start();
    expect(autoplay.running).toBe(true);
    expect(states).toEqual([true, false, true]);
    autoplay.destroy();
    expect(motion.step(100)).toBe(false);
  });

  it('the heading feed reports the current heading, then every change, until destroyed', () => {
    const { host } = fakeHost();
    const headings: number[] = [];
    const feed = createHeadingFeed((h) => headings.push(h));
    feed.init(host);
    void host.lookAt({ yaw: 45 });
    feed.destroy();
    void host.lookAt({ yaw: 90 });
    expect(headings).toEqual([0, 45]);
  });
});

describe('the follow plugin', () => {
  it('glides towards a moving target the short way round, and arrives without overshooting', () => {
    const { host, motion } = fakeHost();
    const follow = createFollow();
    follow.init(host);
    follow.to({ yaw: -170, pitch: 10, fov: 60 });
    motion.step(16);
    const first = host.getView();
    // From yaw 0 to -170 the short way is to the left, not 190° to the right.
    expect(first.yaw).toBeLessThan(0);
    expect(first.yaw).toBeGreaterThan(-170);
    const yaws: number[] = [];
    for (let i = 0; i < 200 && motion.step(16); i++) yaws.push(host.getView().yaw);
    expect(yaws.every((y, i) => i === 0 || y <= (yaws[i - 1] ?? 0))).toBe(true);
    expect(host.getView()).toEqual({ yaw: -170, pitch: 10, fov: 60 });
    expect(motion.step(16)).toBe(false);
  });

  it('jumps when told to, and stops gliding when stopped or destroyed', () => {
    const { host, motion } = fakeHost();
    const follow = createFollow();
    follow.init(host);
    follow.to({ yaw: 90, pitch: 0, fov: 75 }, { instant: true });
    expect(host.getView().yaw).toBe(90);
    expect(motion.step(16)).toBe(false);
    follow.to({ yaw: 0, pitch: 0, fov: 75 });
    motion.step(16);
    follow.stop();
    const stopped = host.getView().yaw;
    expect(motion.step(16)).toBe(false);
    expect(host.getView().yaw).toBe(stopped);
    follow.to({ yaw: 45, pitch: 0, fov: 75 });
    follow.destroy();
    expect(motion.step(16)).toBe(false);
  });
});
