import { describe, expect, it } from 'vitest';
import { Emitter, type ViewerEvents } from '../events.js';
import { Motion } from '../view/motion.js';
import type { View } from '../view/camera.js';
import { createAutoplay } from './autoplay.js';
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
