import type { Viewer } from '@tourview/viewer';
import { useCallback, useEffect, useRef } from 'react';
import type { Direction } from './scene-edits.js';

/** A marker for the engine to keep at its direction. */
export interface Placed extends Direction {
  key: string;
}

/**
 * Hands the engine the marker elements to position whenever the markers or the viewer change.
 * `bind(key)` is each marker's ref callback; React sets refs before effects run, so the
 * effect sees every marker of the render that made `markers`.
 */
export function useHotspotPlacement(viewer: Viewer | null, markers: readonly Placed[]) {
  const elements = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    viewer?.setHotspots(
      markers.flatMap((h) => {
        const element = elements.current.get(h.key);
        return element ? [{ element, yaw: h.yaw, pitch: h.pitch }] : [];
      }),
    );
  }, [viewer, markers]);
  return useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    [],
  );
}
