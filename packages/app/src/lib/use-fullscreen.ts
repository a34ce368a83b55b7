import { useCallback, useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

/** Whether the screen is full: with the Fullscreen API, or the CSS stand-in of a `css` fallback. */
export type FullscreenMode = 'off' | 'native' | 'css';

/**
 * Where the Fullscreen API is missing (iPhone Safari): `css` puts the hook in `css` mode, for
 * the screen to cover the viewport itself; a function hands over instead (a video's own full
 * screen). Without one, full screen is not supported there.
 */
export type FullscreenFallback = 'css' | (() => void) | undefined;

/** Full screen as a screen shows it: a mode, whether there is one at all, and the switch. */
export interface Fullscreen {
  mode: FullscreenMode;
  active: boolean;
  supported: boolean;
  toggle: () => void;
}

const apiMode = (): FullscreenMode => (document.fullscreenElement ? 'native' : 'off');

function canRequest(element: HTMLElement | null): element is HTMLElement {
  return !!element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function';
}

/**
 * Full screen for `target`, with `fallback` where the Fullscreen API is missing; Escape leaves
 * the `css` mode. Refusals are handled: the browser may turn a request down (no user gesture,
 * a frame without `allowfullscreen`), and a refused request falls back to `css` where that is
 * the fallback, and otherwise leaves the screen as it was.
 */
export function useFullscreen(
  target: RefObject<HTMLElement | null>,
  fallback: FullscreenFallback,
): Fullscreen {
  const [mode, setMode] = useState<FullscreenMode>(apiMode);

  useFullscreenEvents(mode, setMode);

  const toggle = useCallback(() => {
    const element = target.current;
    if (mode === 'native') return void document.exitFullscreen().catch(() => setMode(apiMode()));
    if (mode === 'css') return setMode('off');
    if (canRequest(element))
      return void element.requestFullscreen().catch(() => setMode(fallback === 'css' ? 'css' : apiMode()));
    if (fallback === 'css') return setMode('css');
    fallback?.();
  }, [fallback, mode, target]);

  const supported = document.fullscreenEnabled || fallback !== undefined;
  return { mode, active: mode !== 'off', supported, toggle };
}

/** Follows the browser's own full screen, and leaves the `css` mode on Escape. */
function useFullscreenEvents(mode: FullscreenMode, setMode: Dispatch<SetStateAction<FullscreenMode>>) {
  useEffect(() => {
    const sync = () => setMode((m) => (document.fullscreenElement ? 'native' : m === 'native' ? 'off' : m));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [setMode]);

  useEffect(() => {
    if (mode !== 'css') return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMode('off');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode, setMode]);
}
