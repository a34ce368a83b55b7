import { useCallback, useEffect, useMemo, useRef } from 'react';
import { attachHls, type Detach } from './hls-engine.js';

/**
 * Attaches hls.js to the element the first time playback is wanted, not when the screen
 * opens: until a visitor presses play, neither the library nor the stream is downloaded.
 * `prepare` resolves once hls.js is attached; `reset` drops it so the next `prepare` starts
 * afresh (retry).
 */
export function useHlsOnDemand(
  video: HTMLVideoElement | null,
  url: string | undefined,
  onFatal: () => void,
): { prepare: () => Promise<void>; reset: () => void } {
  const attached = useRef<{ ready?: Promise<void>; detach?: Detach }>({});
  const fatal = useRef(onFatal);
  useEffect(() => {
    fatal.current = onFatal;
  }, [onFatal]);

  const reset = useCallback(() => {
    attached.current.detach?.();
    attached.current = {};
  }, []);
  useEffect(() => reset, [video, url, reset]);

  const prepare = useCallback(() => {
    if (!video || url === undefined) return Promise.resolve();
    const current = attached.current;
    current.ready ??= attachHls(video, url, () => fatal.current()).then(
      (detach) => {
        // A reset while the library was loading: this attachment is no longer wanted.
        if (attached.current === current) current.detach = detach;
        else detach();
      },
      () => {
        attached.current = {};
        fatal.current();
      },
    );
    return current.ready;
  }, [video, url]);

  return useMemo(() => ({ prepare, reset }), [prepare, reset]);
}
