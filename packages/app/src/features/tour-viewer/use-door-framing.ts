import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Scene } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import type { Box } from './covered-insets.js';
import { yawShowingDoor, type DoorOnScreen } from './door-framing.js';

/** An element's box as a plain object: a `DOMRect`'s sides do not spread. */
function boxOf(el: Element): Box {
  const { left, top, right, bottom } = el.getBoundingClientRect();
  return { left, top, right, bottom };
}

/** Each door button of `scene` in `view` with its yaw and box. */
function doorsIn(view: HTMLElement, scene: Scene): DoorOnScreen[] {
  return scene.links.flatMap((link) => {
    const button = view.querySelector<HTMLElement>(`[data-hotspot="link"][data-target="${link.target}"]`);
    return button?.dataset.visible === 'true' ? [{ yaw: link.yaw, box: boxOf(button) }] : [];
  });
}

/**
 * Returns what to call once a room is on screen in its start view: where every door in view
 * lies under the page's own UI (`covers`: the floor plan, the details panel), it turns just
 * far enough that one is in sight, so the visitor sees a way on. It looks again when a cover changes size (the
 * plan comes in after the first room) until the visitor moves the view or it has turned once.
 */
export function useDoorFraming(
  viewer: Viewer | null,
  view: RefObject<HTMLElement | null>,
  covers: readonly RefObject<HTMLElement | null>[],
): (scene: Scene) => void {
  const arrived = useRef<Scene | null>(null);
  const check = useCallback(() => {
    const scene = arrived.current;
    const viewEl = view.current;
    if (!viewer || !viewEl || !scene) return;
    const boxes = covers.flatMap((cover): Box[] =>
      cover.current ? [cover.current.getBoundingClientRect()] : [],
    );
    const yaw = yawShowingDoor(
      doorsIn(viewEl, scene),
      boxes,
      viewEl.getBoundingClientRect(),
      viewer.getView(),
    );
    if (yaw === null) return;
    arrived.current = null;
    void viewer.lookAt({ yaw }, { animate: true });
  }, [viewer, view, covers]);

  useEffect(() => {
    if (!viewer) return;
    let frame = 0;
    // The engine pins the hotspots when it draws: they are measured in the frame after.
    const soon = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => requestAnimationFrame(check));
    };
    const observer = new ResizeObserver(soon);
    for (const cover of covers) if (cover.current) observer.observe(cover.current);
    const stop = viewer.on('interaction', () => (arrived.current = null));
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      stop();
    };
  }, [viewer, covers, check]);

  // The room may be entered by a viewer this screen has not rendered with yet.
  const latest = useRef(check);
  latest.current = check;
  return useCallback((scene: Scene) => {
    arrived.current = scene;
    requestAnimationFrame(() => requestAnimationFrame(() => latest.current()));
  }, []);
}
