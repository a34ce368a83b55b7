import { projectYawPitch, type Camera } from '../view/projection.js';

/** A caller-rendered element pinned to a direction in the panorama (degrees). */
export interface HotspotPlacement {
  element: HTMLElement;
  yaw: number;
  pitch: number;
}

/** Elements stay placed this far past the screen edge so they slide out instead of vanishing. */
const EDGE_MARGIN = 0.1;

/**
 * Positions the app's hotspot elements after each frame. It never creates markup: the app
 * renders accessible buttons. Off-screen elements are made transparent but stay focusable;
 * focusing one that is off screen or not wholly inside the visible area (under the page's UI)
 * asks the viewer to turn towards it.
 */
export class HotspotLayer {
  #placements: HotspotPlacement[] = [];
  #removers: (() => void)[] = [];
  #cam: Camera | null = null;
  readonly #reveal: (placement: HotspotPlacement) => void;

  constructor(reveal: (placement: HotspotPlacement) => void) {
    this.#reveal = reveal;
  }

  /** Replaces the set of hotspots. */
  set(list: readonly HotspotPlacement[]): void {
    this.clear();
    this.#placements = [...list];
    this.#removers = this.#placements.map((placement) => {
      const onFocus = (): void => {
        if (!this.#inVisibleArea(placement)) this.#reveal(placement);
      };
      placement.element.addEventListener('focus', onFocus);
      return () => placement.element.removeEventListener('focus', onFocus);
    });
  }

  /** Places every element for the camera of the frame just drawn. */
  position(cam: Camera): void {
    this.#cam = cam;
    for (const { element, yaw, pitch } of this.#placements) {
      const at = projectYawPitch(cam, yaw, pitch);
      const inside =
        at !== null &&
        at.x >= -cam.width * EDGE_MARGIN &&
        at.x <= cam.width * (1 + EDGE_MARGIN) &&
        at.y >= -cam.height * EDGE_MARGIN &&
        at.y <= cam.height * (1 + EDGE_MARGIN);
      element.dataset.visible = String(inside);
      element.style.opacity = inside ? '' : '0';
      if (at && inside)
        element.style.transform = `translate(${at.x.toFixed(1)}px,${at.y.toFixed(1)}px) translate(-50%,-50%)`;
    }
  }

  /** Forgets every element and removes the listeners it added. */
  clear(): void {
    this.#removers.forEach((remove) => remove());
    this.#removers = [];
    this.#placements = [];
  }

  /** Whether the element's whole box lies in the canvas minus its insets, as last drawn. */
  #inVisibleArea({ element, yaw, pitch }: HotspotPlacement): boolean {
    const cam = this.#cam;
    // Nothing drawn yet: there is no view to turn.
    if (!cam) return true;
    const at = projectYawPitch(cam, yaw, pitch);
    if (!at) return false;
    const halfW = element.offsetWidth / 2;
    const halfH = element.offsetHeight / 2;
    const { top, right, bottom, left } = cam.insets;
    return (
      at.x - halfW >= left &&
      at.x + halfW <= cam.width - right &&
      at.y - halfH >= top &&
      at.y + halfH <= cam.height - bottom
    );
  }
}
