import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHlsOnDemand } from './use-hls-on-demand.js';
import { choosePlayback, mediaAbilities, type Playback, type ResolvedSource } from './source-choice.js';

/** The chosen source, whether it failed, and a retry that keeps the position. */
export interface PlaybackControl {
  playback: Playback | undefined;
  failed: boolean;
  retry: () => void;
  /** Makes the source ready to play (loads hls.js on first use); resolves when it is. */
  prepare: () => Promise<void>;
}

/**
 * Chooses how to play the tour's sources; hls.js is attached when playback is first wanted
 * (see {@link useHlsOnDemand}). A failed
 * source shows a message; retry reloads it and resumes where it stopped. `startAt` (`?t=`)
 * is applied once the metadata is known.
 */
export function usePlayback(
  video: HTMLVideoElement | null,
  sources: readonly ResolvedSource[],
  startAt: number | undefined,
): PlaybackControl {
  const playback = useMemo(
    () => choosePlayback(sources, mediaAbilities(document.createElement('video'))),
    [sources],
  );
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(startAt);
  const engine = playback?.engine;
  const onFatal = useCallback(() => setFailed(true), []);
  const hls = useHlsOnDemand(video, engine === 'hls.js' ? playback?.source.url : undefined, onFatal);
  const prepare = useCallback(() => {
    // A seek before the first play (a chapter, the slider) is where playback should begin;
    // whether such a seek survives attaching media differs between browsers, so keep it here.
    if (engine === 'hls.js' && video && video.currentTime > 0 && resumeAt.current === undefined) {
      resumeAt.current = video.currentTime;
    }
    return hls.prepare();
  }, [video, engine, hls]);

  useEffect(() => {
    if (!video) return undefined;
    // hls.js reports its own fatal errors; the element's error then only echoes a detach.
    const onError = () => setFailed(engine === 'native' && video.error !== null);
    const onMetadata = () => {
      if (resumeAt.current !== undefined) video.currentTime = resumeAt.current;
      resumeAt.current = undefined;
    };
    video.addEventListener('error', onError);
    video.addEventListener('loadedmetadata', onMetadata);
    return () => {
      video.removeEventListener('error', onError);
      video.removeEventListener('loadedmetadata', onMetadata);
    };
  }, [video, engine]);

  const retry = useCallback(() => {
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    setFailed(false);
    if (engine === 'native') video?.load();
    else {
      hls.reset();
      void hls.prepare();
    }
  }, [video, engine, hls]);

  return { playback, failed, retry, prepare };
}
