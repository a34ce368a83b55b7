import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether the screen is full: with the Fullscreen API, or the CSS stand-in where it is missing. */
export type FullscreenMode = 'off' | 'native' | 'css';

/**
 * Full screen for `target`. Where the Fullscreen API is missing (iPhone Safari) the screen
 * gets `mode: 'css'` and covers the viewport itself; Escape leaves either mode.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [mode, setMode] = useState<FullscreenMode>('off');

  useEffect(() => {
    const sync = () => setMode((m) => (document.fullscreenElement ? 'native' : m === 'native' ? 'off' : m));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  useEffect(() => {
    if (mode !== 'css') return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMode('off');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (mode === 'native') return void document.exitFullscreen().catch(() => setMode('off'));
    if (mode === 'css') return setMode('off');
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setMode('css'));
    } else {
      setMode('css');
    }
  }, [mode, target]);

  return { mode, toggle };
}
