import { degreesPerPixel, listen, type ControlHost } from './host.js';

interface Sample {
  t: number;
  x: number;
  y: number;
}

/** Only the last 100 ms of movement count for the release speed. */
const VELOCITY_WINDOW_MS = 100;
/** A pointer held still this long before release does not coast. */
const STILL_MS = 100;

/** Keeps receiving moves outside the element; synthetic pointers cannot be captured, which is fine. */
function capture(element: HTMLElement, pointerId: number): void {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    return;
  }
}

/**
 * Mouse and touch: one pointer drags the view (the scene follows the finger), two pointers
 * pinch to zoom. Releasing a drag hands its speed to the inertia.
 */
export function attachPointer(host: ControlHost): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let samples: Sample[] = [];
  let pinch: { distance: number; fov: number } | null = null;

  const spread = (): number => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    capture(host.surface, e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    host.interact('drag');
    samples = [{ t: e.timeStamp, x: e.clientX, y: e.clientY }];
    pinch = pointers.size === 2 ? { distance: spread(), fov: host.view().fov } : null;
  };

  const move = (e: PointerEvent): void => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch) {
      host.setView({ fov: (pinch.fov * pinch.distance) / Math.max(1, spread()) });
      return;
    }
    const k = degreesPerPixel(host);
    const view = host.view();
    host.setView({ yaw: view.yaw - (e.clientX - last.x) * k, pitch: view.pitch + (e.clientY - last.y) * k });
    samples.push({ t: e.timeStamp, x: e.clientX, y: e.clientY });
    samples = samples.filter((s) => e.timeStamp - s.t <= VELOCITY_WINDOW_MS);
  };

  const up = (e: PointerEvent): void => {
    if (!pointers.delete(e.pointerId)) return;
    if (pinch) {
      pinch = null;
      samples = [];
      return;
    }
    const first = samples[0];
    const last = samples[samples.length - 1];
    if (pointers.size > 0 || !first || !last || last.t - first.t <= 0 || e.timeStamp - last.t > STILL_MS)
      return;
    const k = degreesPerPixel(host) * (1000 / (last.t - first.t));
    host.coast(-(last.x - first.x) * k, (last.y - first.y) * k);
  };

  const removers = [
    listen(host.surface, 'pointerdown', down),
    listen(host.surface, 'pointermove', move),
    listen(host.surface, 'pointerup', up),
    listen(host.surface, 'pointercancel', up),
  ];
  return () => removers.forEach((remove) => remove());
}
