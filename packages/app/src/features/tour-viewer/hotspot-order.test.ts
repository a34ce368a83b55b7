import { describe, expect, it } from 'vitest';
import type { Scene } from '@tourview/schema';
import { sampleRoom } from '../../lib/testing/sample-room.js';
import { hotspotsInTabOrder } from './hotspot-order.js';

const scene = (initialYaw: number): Scene =>
  sampleRoom('hall', {
    initialView: { yaw: initialYaw, pitch: 0, fov: 75 },
    links: [
      { target: 'kitchen', yaw: 90, pitch: 0 },
      { target: 'bath', yaw: -170, pitch: -5 },
    ],
    infos: [
      { id: 'window', yaw: 10, pitch: 10, title: 'Window', text: 'South facing' },
      { id: 'floor', yaw: 10, pitch: -30, title: 'Floor', text: 'Oak' },
    ],
  });

const keys = (s: Scene) => hotspotsInTabOrder(s).map((h) => h.key);

describe('hotspotsInTabOrder', () => {
  it('orders left to right from the initial view, upper before lower at the same yaw', () => {
    expect(keys(scene(0))).toEqual(['link-bath--170', 'info-window', 'info-floor', 'link-kitchen-90']);
  });

  it('starts behind the left shoulder of the initial view', () => {
    expect(keys(scene(100))).toEqual(['info-window', 'info-floor', 'link-kitchen-90', 'link-bath--170']);
  });

  it('tags each kind', () => {
    const [first] = hotspotsInTabOrder(scene(0));
    expect(first?.kind).toBe('link');
  });
});
