import { Viewer, type ViewerScene } from '@tourview/viewer';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { markEditorTimings } from './view-timings.js';

/**
 * The engine inside `host`, showing `scene`: created once, destroyed on unmount, the scene
 * loaded again when it changes. `null` until it runs, or for good when WebGL cannot start
 * (`error` says why).
 */
export function useSceneViewer(host: RefObject<HTMLDivElement | null>, scene: ViewerScene, label: string) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const first = useRef({ scene, label });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let made: Viewer;
    try {
      made = new Viewer(element, { baseUrl: window.location.origin, label: first.current.label });
    } catch (failure) {
      setError(failure);
      return;
    }
    const unmark = markEditorTimings(made);
    setViewer(made);
    return () => {
      unmark();
      made.destroy();
      setViewer(null);
    };
  }, [host]);

  useEffect(() => {
    viewer?.loadScene(scene).catch(setError);
  }, [viewer, scene]);

  return { viewer, error };
}
