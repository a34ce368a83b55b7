import { useEffect, useRef, useState, type RefObject } from 'react';
import { Viewer, WebGLUnavailableError } from '@tourview/viewer';
import { markViewTimings, takeEarlyViewer } from '../../lib/early-viewer.js';

/** The engine's life: starting, running, or impossible on this device. */
export type EngineState =
  { status: 'starting' } | { status: 'ready'; viewer: Viewer } | { status: 'unavailable' };

declare global {
  interface Window {
    /** The running viewer, in test builds only (browser tests drive and read it). */
    __viewer?: Viewer;
  }
}

/**
 * Creates the panorama engine in the container once (or adopts the one the tour page
 * started before the app loaded) and destroys it on unmount: React is a thin shell around it.
 * The accessible label follows the language without a restart.
 */
export function useEngine(
  container: RefObject<HTMLDivElement | null>,
  options: { baseUrl: string; label: string; tourCode: string },
): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'starting' });
  const label = useRef(options.label);
  label.current = options.label;
  const { baseUrl, tourCode } = options;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const early = takeEarlyViewer(tourCode);
    let viewer: Viewer;
    if (early) {
      // The page started the engine before the app: move its drawing surface into place.
      Object.assign(early.host.style, { position: 'absolute' });
      element.append(early.host);
      viewer = early.viewer;
    } else {
      try {
        viewer = new Viewer(element, { baseUrl, label: label.current });
      } catch (error) {
        if (!(error instanceof WebGLUnavailableError)) throw error;
        setState({ status: 'unavailable' });
        return;
      }
    }
    if (__TEST_HOOKS__) window.__viewer = viewer;
    const stopMark = markViewTimings(viewer);
    setState({ status: 'ready', viewer });
    return () => {
      stopMark();
      viewer.destroy();
      early?.host.remove();
      if (__TEST_HOOKS__ && window.__viewer === viewer) delete window.__viewer;
      setState({ status: 'starting' });
    };
  }, [container, baseUrl, tourCode]);

  useEffect(() => {
    container.current?.querySelector('canvas')?.setAttribute('aria-label', options.label);
  }, [container, options.label, state]);

  return state;
}
