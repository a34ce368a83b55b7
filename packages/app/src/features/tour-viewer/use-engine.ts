import { useEffect, useRef, useState, type RefObject } from 'react';
import { Viewer, WebGLUnavailableError } from '@tourview/viewer';

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
 * Creates the panorama engine in the container once and destroys it on unmount: React is
 * a thin shell around it. The accessible label follows the language without a restart.
 */
export function useEngine(
  container: RefObject<HTMLDivElement | null>,
  options: { baseUrl: string; label: string },
): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'starting' });
  const label = useRef(options.label);
  label.current = options.label;
  const { baseUrl } = options;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let viewer: Viewer;
    try {
      viewer = new Viewer(element, { baseUrl, label: label.current });
    } catch (error) {
      if (!(error instanceof WebGLUnavailableError)) throw error;
      setState({ status: 'unavailable' });
      return;
    }
    if (__TEST_HOOKS__) window.__viewer = viewer;
    setState({ status: 'ready', viewer });
    return () => {
      viewer.destroy();
      if (__TEST_HOOKS__ && window.__viewer === viewer) delete window.__viewer;
      setState({ status: 'starting' });
    };
  }, [container, baseUrl]);

  useEffect(() => {
    container.current?.querySelector('canvas')?.setAttribute('aria-label', options.label);
  }, [container, options.label, state]);

  return state;
}
