import type { InteractionKind } from '../events.js';
import type { View } from '../view/camera.js';

/** What the controls need from the viewer; tests hand in a fake. */
export interface ControlHost {
  /** The focusable element that receives input. */
  readonly surface: HTMLElement;
  /** The current view. */
  view(): View;
  /** Changes the view (clamped by the viewer). */
  setView(view: Partial<View>): void;
  /** Reports user input: stops animations, tells listeners. */
  interact(kind: InteractionKind): void;
  /** Starts coasting at the given speeds in degrees per second (ignored under reduced motion). */
  coast(velocityYaw: number, velocityPitch: number): void;
}

/** Adds a listener and returns the function that removes it. */
export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void {
  target.addEventListener(type, handler, options);
  return () => target.removeEventListener(type, handler, options);
}

/** Degrees of view per CSS pixel at the current zoom. */
export function degreesPerPixel(host: ControlHost): number {
  return host.view().fov / Math.max(1, host.surface.clientHeight);
}
