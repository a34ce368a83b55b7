import { describe, expect, it } from 'vitest';
import { attachKeys } from '../controls/keys.js';
import { attachWheel } from '../controls/wheel.js';
import type { View } from './camera.js';
import { FULL_SPHERE } from './camera.js';
import { ViewControl } from './view-control.js';

const BAND = { min: -30, max: 30 };

function control({ reducedMotion = false } = {}) {
  const view = new ViewControl({ minFov: 30, maxFov: 100, band: FULL_SPHERE }, reducedMotion, {
    changed: () => undefined,
    ticking: () => undefined,
    interacted: () => undefined,
  });
  /** Runs the tickers until they are done, a second at most. */
  const settle = () => {
    for (let t = 0; t < 2000 && view.step(16); t += 16);
  };
  return { view, settle };
}

/** Whether the view's top and bottom edges lie inside the band. */
const inside = ({ pitch, fov }: View, { min, max } = BAND) =>
  pitch - fov / 2 >= min - 1e-9 && pitch + fov / 2 <= max + 1e-9;

describe('view control in a scene with a covered pitch band', () => {
  it('opens the initial or shared view inside the band', () => {
    const { view } = control();
    view.place({ yaw: 20, pitch: 80, fov: 40 }, BAND);
    expect(view.view).toEqual({ yaw: 20, pitch: 10, fov: 40 });
    view.place({}, BAND);
    expect(view.view).toEqual({ yaw: 0, pitch: 0, fov: 60 });
  });

  it('keeps keys, wheel, direct changes, animated looks and coasting inside the band', () => {
    const { view, settle } = control();
    view.place({ yaw: 0, pitch: 0, fov: 40 }, BAND);
    const surface = document.createElement('div');
    const host = view.hostOn(surface);
    const detach = [attachKeys(host), attachWheel(host)];
    for (let i = 0; i < 30; i++) surface.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    expect(view.view.pitch).toBe(10);
    surface.dispatchEvent(new WheelEvent('wheel', { deltaY: 2000 }));
    expect(view.view).toMatchObject({ pitch: 0, fov: 60 });
    view.set({ pitch: -90, fov: 30 });
    expect(view.view.pitch).toBe(-15);
    void view.lookAt({ yaw: 90, pitch: 90 }, true);
    for (let t = 0; t < 2000 && view.step(16); t += 16) expect(inside(view.view)).toBe(true);
    expect(view.view).toEqual({ yaw: 90, pitch: 15, fov: 30 });
    host.coast(0, -400);
    settle();
    expect(view.view.pitch).toBe(-15);
    detach.forEach((off) => off());
  });

  it('lets a turning ticker (autoplay) keep turning at the band edge', () => {
    const { view, settle } = control();
    view.place({ pitch: 90, fov: 40 }, BAND);
    let turns = 0;
    view.addTicker(() => {
      void view.lookAt({ yaw: view.view.yaw + 1 }, false);
      return ++turns < 50;
    });
    settle();
    expect(view.view).toEqual({ yaw: 50, pitch: 10, fov: 40 });
  });

  it('drops the limit when a scene without a band is entered', () => {
    const { view } = control();
    view.place({ pitch: 80, fov: 90 }, BAND);
    expect(view.view).toEqual({ yaw: 0, pitch: 0, fov: 60 });
    view.place({ pitch: 80, fov: 90 });
    expect(view.view).toEqual({ yaw: 0, pitch: 45, fov: 90 });
    view.set({ pitch: -90 });
    expect(view.view.pitch).toBe(-45);
  });

  it("applies each scene's own band on entering it", () => {
    const { view } = control();
    view.place({ pitch: 0, fov: 40 }, BAND);
    view.place({ pitch: 0, fov: 40 }, { min: -10, max: 60 });
    view.set({ pitch: 90 });
    expect(view.view.pitch).toBe(40);
    view.set({ pitch: -90 });
    expect(view.view.pitch).toBe(10);
  });
});
