import { useCallback, useEffect, useRef, useState } from 'react';
import { createAutoplay, type AutoplayPlugin, type Viewer } from '@tourview/viewer';
import { roomSeconds, turnDegreesPerSecond } from './pace.js';
import { createTurnCounter } from './turn-counter.js';

/** Where the guided tour stands: never started, moving, or stopped by the visitor. */
export type GuidedTourState = 'idle' | 'playing' | 'paused';

/** What the screen gets to show and steer the guided tour. */
export interface GuidedTour {
  state: GuidedTourState;
  running: boolean;
  /** Whether it walks from room to room without turning (reduced motion). */
  still: boolean;
  pause: () => void;
  toggle: () => void;
}

/**
 * The guided tour, started only by the visitor: the engine's autoplay turns the view and
 * after a full turn the tour moves on (`onNext`). Under reduced motion nothing turns: it
 * moves on after a room's time instead. Any interaction with the view pauses it (the plugin
 * listens), and the screen calls `pause` for its own controls.
 */
export function useGuidedTour(
  viewer: Viewer | null,
  { sceneId, reducedMotion, onNext }: { sceneId: string; reducedMotion: boolean; onNext: () => void },
): GuidedTour {
  const [state, setState] = useState<GuidedTourState>('idle');
  const plugin = useRef<AutoplayPlugin | null>(null);
  const next = useRef(onNext);
  next.current = onNext;

  useEffect(() => {
    if (!viewer || reducedMotion) return;
    const autoplay = createAutoplay({ degreesPerSecond: turnDegreesPerSecond() });
    const remove = viewer.use(autoplay);
    plugin.current = autoplay;
    const stopChange = autoplay.onChange((running) => setState(running ? 'playing' : 'paused'));
    return () => {
      stopChange();
      remove();
      plugin.current = null;
      setState((s) => (s === 'playing' ? 'paused' : s));
    };
  }, [viewer, reducedMotion]);

  const playing = state === 'playing';
  useEffect(() => {
    if (!viewer || !playing || reducedMotion) return;
    const counter = createTurnCounter();
    return viewer.on('view-change', ({ view }) => {
      if (!counter.update(view.yaw)) return;
      // Frames keep coming until the next scene's state lands: move on once per turn.
      counter.reset();
      next.current();
    });
  }, [viewer, playing, reducedMotion, sceneId]);

  useEffect(() => {
    if (!viewer || !playing || !reducedMotion) return;
    const stop = viewer.on('interaction', () => setState('paused'));
    const timer = setTimeout(() => next.current(), roomSeconds() * 1000);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [viewer, playing, reducedMotion, sceneId]);

  const pause = useCallback(() => {
    plugin.current?.stop();
    setState((s) => (s === 'playing' ? 'paused' : s));
  }, []);
  const toggle = useCallback(() => {
    const autoplay = plugin.current;
    if (autoplay?.running) autoplay.stop();
    else if (autoplay) autoplay.start();
    else if (reducedMotion) setState((s) => (s === 'playing' ? 'paused' : 'playing'));
  }, [reducedMotion]);
  return { state, running: playing, still: reducedMotion, pause, toggle };
}
