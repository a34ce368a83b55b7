import { useEffect, useRef } from 'react';
import type { Viewer } from '@tourview/viewer';

/** Tells the screen when the engine starts and stops, so other features can steer it. */
export function useViewerHandle(
  viewer: Viewer | null,
  onViewer: ((viewer: Viewer | null) => void) | undefined,
) {
  const callback = useRef(onViewer);
  callback.current = onViewer;
  useEffect(() => {
    callback.current?.(viewer);
    return () => callback.current?.(null);
  }, [viewer]);
}
