import { useCallback, useEffect, useState } from 'react';
import type { Viewer } from '@tourview/viewer';
import { isFirstVisit, rememberVisit } from './first-visit.js';

/**
 * Whether to show the first visit's "drag to look around" hint: until the visitor first
 * touches the view (or dismisses it), then never again on this device.
 */
export function useFirstVisit(viewer: Viewer | null): { shown: boolean; dismiss: () => void } {
  const [shown, setShown] = useState(isFirstVisit);
  const dismiss = useCallback(() => {
    rememberVisit();
    setShown(false);
  }, []);
  useEffect(() => {
    if (!viewer || !shown) return;
    // A viewer the tour page started may have been dragged before the app took it over.
    if (viewer.interacted) return dismiss();
    return viewer.on('interaction', dismiss);
  }, [viewer, shown, dismiss]);
  return { shown, dismiss };
}
