import { useEffect, type RefObject } from 'react';
import type { Viewer } from '@tourview/viewer';
import { coveredInsets } from './covered-insets.js';

/**
 * Keeps the engine told how much of the view `panel` covers, so the view's centre is drawn in
 * the part the visitor can see: measured whenever the view or the panel changes size (the
 * panel opening, closing, or turning from side panel into bottom sheet).
 */
export function useCoveredInsets(
  viewer: Viewer | null,
  view: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const viewEl = view.current;
    const panelEl = panel.current;
    if (!viewer || !viewEl || !panelEl) return;
    const measure = (): void =>
      viewer.setInsets(coveredInsets(viewEl.getBoundingClientRect(), panelEl.getBoundingClientRect()));
    const observer = new ResizeObserver(measure);
    observer.observe(viewEl);
    observer.observe(panelEl);
    measure();
    return () => observer.disconnect();
  }, [viewer, view, panel]);
}
