import type { Viewer } from '@tourview/viewer';
import { useCallback, useEffect, useRef } from 'react';
import type { LabelledHotspot } from './hotspot-refs.js';

/**
 * Hands the engine the marker buttons to position whenever the hotspots or the viewer change.
 * `bind(key)` is each marker's ref callback; React sets refs before effects run, so the
 * effect sees every marker of the render that made `hotspots`.
 */
export function useHotspotPlacement(viewer: Viewer | null, hotspots: readonly LabelledHotspot[]) {
  const elements = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    viewer?.setHotspots(
      hotspots.flatMap((h) => {
        const element = elements.current.get(h.key);
        return element ? [{ element, yaw: h.yaw, pitch: h.pitch }] : [];
      }),
    );
  }, [viewer, hotspots]);
  return useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    [],
  );
}
