import { describe, expect, it } from 'vitest';
import type { InteractionKind } from '../events.js';
import type { View } from '../view/camera.js';
import type { ControlHost } from './host.js';
import { attachKeys } from './keys.js';
import { attachWheel } from './wheel.js';

function fakeHost() {
  const surface = document.createElement('div');
  let view: View = { yaw: 0, pitch: 0, fov: 60 };
  const interactions: InteractionKind[] = [];
  const host: ControlHost = {
    surface,
    view: () => view,
    setView: (v) => (view = { ...view, ...v }),
    interact: (kind) => interactions.push(kind),
    coast: () => undefined,
  };
  return { host, surface, interactions, view: () => view };
}

describe('keyboard and wheel controls', () => {
  it('arrows turn, +/- zoom, other keys are left alone', () => {
    const { host, surface, interactions, view } = fakeHost();
    const detach = attachKeys(host);
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, cancelable: true });
      surface.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('ArrowRight')).toBe(true);
    expect(press('ArrowUp')).toBe(true);
    expect(view()).toMatchObject({ yaw: 5, pitch: 5 });
    press('+');
    expect(view().fov).toBeCloseTo(60 / 1.1, 6);
    expect(press('a')).toBe(false);
    expect(interactions).toEqual(['key', 'key', 'key']);
    detach();
    press('ArrowLeft');
    expect(view().yaw).toBe(5);
  });

  it('wheel down zooms out, wheel up zooms in, and the page does not scroll', () => {
    const { host, surface, view } = fakeHost();
    const detach = attachWheel(host);
    const down = new WheelEvent('wheel', { deltaY: 100, cancelable: true });
    surface.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(view().fov).toBeCloseTo(60 * Math.exp(0.1), 6);
    surface.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(view().fov).toBeCloseTo(60, 6);
    detach();
  });
});
