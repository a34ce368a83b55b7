import { useCallback, useEffect, useRef, useState } from 'react';
import { createAutoplay, type AutoplayPlugin, type Viewer } from '@tourview/viewer';
import { createTurnCounter } from './turn-counter.js';

/** Slow enough to read a room, fast enough that a full turn takes under a minute. */
export const GUIDED_TOUR_DEGREES_PER_SECOND = 8;

/**
 * The guided tour: the engine's autoplay turns the view; after a full turn the tour moves
 * on (`onNext`). Any interaction with the view stops it (the plugin listens), and the
 * screen calls `pause` for its own controls. It starts by itself only when `autoStart`.
 */
export function useGuidedTour(
  viewer: Viewer | null,
  { sceneId, autoStart, onNext }: { sceneId: string; autoStart: boolean; onNext: () => void },
) {
  const [running, setRunning] = useState(false);
  const plugin = useRef<AutoplayPlugin | null>(null);
  const next = useRef(onNext);
  next.current = onNext;
  const shouldStart = useRef(autoStart);

  useEffect(() => {
    if (!viewer) return;
    const autoplay = createAutoplay({ degreesPerSecond: GUIDED_TOUR_DEGREES_PER_SECOND });
    const remove = viewer.use(autoplay);
    plugin.current = autoplay;
    const stopChange = autoplay.onChange(setRunning);
    if (shouldStart.current) autoplay.start();
    shouldStart.current = false;
    return () => {
      stopChange();
      remove();
      plugin.current = null;
      setRunning(false);
    };
  }, [viewer]);

  useEffect(() => {
    if (!viewer || !running) return;
    const counter = createTurnCounter();
    return viewer.on('view-change', ({ view }) => {
      if (!counter.update(view.yaw)) return;
      // Frames keep coming until the next scene's state lands: move on once per turn.
      counter.reset();
      next.current();
    });
  }, [viewer, running, sceneId]);

  const pause = useCallback(() => plugin.current?.stop(), []);
  const toggle = useCallback(() => {
    const autoplay = plugin.current;
    if (autoplay?.running) autoplay.stop();
    else autoplay?.start();
  }, []);
  return { running, pause, toggle };
}
