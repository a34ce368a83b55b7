import { useEffect, useRef, useState } from 'react';
import type { VisitorTour, View } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';

/** Which scene to show and how to arrive there. */
export interface SceneEntry {
  sceneId: string;
  /** The direction of the door taken in the previous scene, for the transition. */
  toward?: { yaw: number; pitch: number };
  /**
   * A view to open with instead of the scene's initial view: a shared link's, or the heading
   * kept through a door.
   */
  view?: Partial<View>;
}

/** Where loading the current scene stands; `tiles` is the sharpening progress, 0–1. */
export type SceneLoad = { status: 'loading' } | { status: 'ready'; tiles: number } | { status: 'failed' };

/**
 * Shows `entry`'s scene in the engine whenever it changes, reports progress and failure,
 * and prefetches the rooms its doors lead to once it is on screen.
 */
export function useSceneLoader(
  viewer: Viewer | null,
  tour: VisitorTour,
  entry: SceneEntry,
  onEntered: (sceneId: string) => void,
): { load: SceneLoad; retry: () => void } {
  const [load, setLoad] = useState<SceneLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const entered = useRef(onEntered);
  entered.current = onEntered;
  const first = useRef(true);

  useEffect(() => {
    const scene = tour.scenes.find((s) => s.id === entry.sceneId);
    if (!viewer || !scene) return;
    let current = true;
    setLoad({ status: 'loading' });
    const stopProgress = viewer.on('load-progress', ({ loaded, total }) => {
      if (current)
        setLoad((l) => (l.status === 'ready' ? { status: 'ready', tiles: total ? loaded / total : 1 } : l));
    });
    // The first scene may already be on screen or loading, started by the tour page before the
    // app (boot/tour-boot.ts): without a fade, the engine joins that load instead of reloading.
    const transition = first.current ? 'none' : 'fade';
    first.current = false;
    viewer
      .loadScene(scene, {
        transition,
        ...(entry.toward && { toward: entry.toward }),
        ...(entry.view && { view: entry.view }),
      })
      .then(() => {
        if (!current) return;
        // A viewer the tour page started may have its tiles in before the app listened.
        const now = viewer.tiles();
        const settled = now.sceneId !== scene.id ? 0 : now.total ? now.loaded / now.total : 1;
        setLoad({ status: 'ready', tiles: settled });
        entered.current(scene.id);
        for (const link of scene.links) {
          const next = tour.scenes.find((s) => s.id === link.target);
          if (next) viewer.prefetch(next);
        }
      })
      .catch(() => current && setLoad({ status: 'failed' }));
    return () => {
      current = false;
      stopProgress();
    };
  }, [viewer, tour, entry, attempt]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
