import { Viewer, type ViewerScene } from '@tourview/viewer';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { markEditorTimings } from './view-timings.js';

/**
 * The engine inside `host`, showing `scene`: created once, destroyed on unmount, the scene
 * loaded again when it changes (switching rooms reuses the engine) and its name following `label`. `null` until it runs, or for good when WebGL cannot start
 * (`error` says why).
 */
export function useSceneViewer(host: RefObject<HTMLDivElement | null>, scene: ViewerScene, label: string) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const firstLabel = useRef(label);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const started = startViewer(element, firstLabel.current);
    if ('error' in started) return setError(started.error);
    const made = started.viewer;
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

  useEffect(() => viewer?.setLabel(label), [viewer, label]);

  return { viewer, error };
}

/** The engine in `element`, or why WebGL could not start there. */
function startViewer(element: HTMLElement, label: string): { viewer: Viewer } | { error: unknown } {
  try {
    return { viewer: new Viewer(element, { baseUrl: window.location.origin, label }) };
  } catch (error) {
    return { error };
  }
}
