import { describe, expect, it } from 'vitest';
import type { InteractionKind } from '../events.js';
import type { View } from '../view/camera.js';
import type { ControlHost } from './host.js';
import { attachPointer } from './pointer.js';

/** A 600 px tall surface at 60° fov: 0.1° per pixel. */
function fakeHost() {
  const surface = document.createElement('div');
  Object.defineProperty(surface, 'clientHeight', { value: 600 });
  const captured: number[] = [];
  surface.setPointerCapture = (id: number) => void captured.push(id);
  let view: View = { yaw: 0, pitch: 0, fov: 60 };
  const interactions: InteractionKind[] = [];
  const coasts: [number, number][] = [];
  const host: ControlHost = {
    surface,
    view: () => view,
    setView: (v) => (view = { ...view, ...v }),
    interact: (kind) => interactions.push(kind),
    coast: (vy, vp) => coasts.push([vy, vp]),
  };
  const send = (type: string, init: PointerEventInit & { timeStamp?: number }) => {
    const event = new PointerEvent(type, { pointerType: 'touch', pointerId: 1, button: 0, ...init });
    if (init.timeStamp !== undefined) Object.defineProperty(event, 'timeStamp', { value: init.timeStamp });
    surface.dispatchEvent(event);
  };
  return { host, captured, interactions, coasts, send, view: () => view };
}

describe('pointer control', () => {
  it('drags the view with the finger and captures the pointer', () => {
    const { host, captured, interactions, send, view } = fakeHost();
    attachPointer(host);
    send('pointerdown', { pointerId: 7, clientX: 100, clientY: 100 });
    expect(captured).toEqual([7]);
    expect(interactions).toEqual(['drag']);
    send('pointermove', { pointerId: 7, clientX: 50, clientY: 120 });
    // The scene follows the finger: dragging left turns right, dragging down looks up.
    expect(view().yaw).toBeCloseTo(5, 6);
    expect(view().pitch).toBeCloseTo(2, 6);
    send('pointermove', { pointerId: 8, clientX: 0, clientY: 0 });
    expect(view().yaw).toBeCloseTo(5, 6);
  });

  it('ignores a mouse button other than the main one', () => {
    const { host, captured, send, view } = fakeHost();
    attachPointer(host);
    send('pointerdown', { pointerType: 'mouse', button: 2, clientX: 100, clientY: 100 });
    send('pointermove', { pointerType: 'mouse', clientX: 0, clientY: 100 });
    expect(captured).toEqual([]);
    expect(view().yaw).toBe(0);
  });

  it('hands the release speed of a flick to the inertia, in degrees per second', () => {
    const { host, coasts, send } = fakeHost();
    attachPointer(host);
    send('pointerdown', { clientX: 300, clientY: 300, timeStamp: 1000 });
    send('pointermove', { clientX: 280, clientY: 300, timeStamp: 1020 });
    send('pointermove', { clientX: 260, clientY: 310, timeStamp: 1040 });
    send('pointerup', { clientX: 260, clientY: 310, timeStamp: 1050 });
    expect(coasts).toHaveLength(1);
    const [vy, vp] = coasts[0] ?? [0, 0];
    // 40 px left and 10 px down over 40 ms at 0.1°/px.
    expect(vy).toBeCloseTo(100, 6);
    expect(vp).toBeCloseTo(25, 6);
  });

  it('does not coast after a pointer held still before release, nor after a cancel of a still one', () => {
    const { host, coasts, send } = fakeHost();
    attachPointer(host);
    send('pointerdown', { clientX: 300, clientY: 300, timeStamp: 1000 });
    send('pointermove', { clientX: 260, clientY: 300, timeStamp: 1040 });
    send('pointerup', { clientX: 260, clientY: 300, timeStamp: 1141 });
    send('pointerdown', { clientX: 300, clientY: 300, timeStamp: 2000 });
    send('pointercancel', { clientX: 300, clientY: 300, timeStamp: 2010 });
    expect(coasts).toEqual([]);
  });

  it('pinches with two fingers to zoom, and a pinch never coasts', () => {
    const { host, coasts, send, view } = fakeHost();
    attachPointer(host);
    send('pointerdown', { pointerId: 1, clientX: 100, clientY: 300, timeStamp: 0 });
    send('pointerdown', { pointerId: 2, clientX: 300, clientY: 300, timeStamp: 5 });
    send('pointermove', { pointerId: 2, clientX: 500, clientY: 300, timeStamp: 20 });
    // Fingers twice as far apart: half the field of view, and no turn.
    expect(view()).toEqual({ yaw: 0, pitch: 0, fov: 30 });
    send('pointerup', { pointerId: 2, clientX: 500, clientY: 300, timeStamp: 30 });
    send('pointermove', { pointerId: 1, clientX: 90, clientY: 300, timeStamp: 35 });
    send('pointerup', { pointerId: 1, clientX: 90, clientY: 300, timeStamp: 40 });
    expect(coasts).toEqual([]);
  });

  it('removes every listener when detached', () => {
    const { host, interactions, send, view } = fakeHost();
    const detach = attachPointer(host);
    detach();
    send('pointerdown', { clientX: 100, clientY: 100 });
    send('pointermove', { clientX: 0, clientY: 100 });
    send('pointerup', { clientX: 0, clientY: 100 });
    expect(interactions).toEqual([]);
    expect(view().yaw).toBe(0);
  });
});
