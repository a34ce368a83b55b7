import { useMemo } from 'react';

/** The actions the controls, keys and chapters take on the video. */
export interface PlayerActions {
  play: () => void;
  togglePlay: () => void;
  seekTo: (seconds: number) => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
  setRate: (rate: number) => void;
}

/**
 * Actions on the `<video>` element. Play first `prepare`s the source (hls.js loads then); a
 * refused `play()` (no user gesture) is not an error.
 */
export function usePlayerActions(
  video: HTMLVideoElement | null,
  prepare: () => Promise<void>,
): PlayerActions {
  return useMemo(() => {
    const play = () => {
      if (!video) return;
      void prepare()
        .then(() => video.play())
        .catch(() => undefined);
    };
    return {
      togglePlay: () => {
        if (!video) return;
        if (video.paused || video.ended) play();
        else video.pause();
      },
      seekTo: (seconds: number) => {
        if (!video) return;
        const end = Number.isFinite(video.duration) ? video.duration : seconds;
        video.currentTime = Math.min(Math.max(seconds, 0), end);
      },
      toggleMute: () => {
        if (!video) return;
        video.muted = !video.muted;
        if (!video.muted && video.volume === 0) video.volume = 1;
      },
      setVolume: (volume: number) => {
        if (!video) return;
        video.volume = volume;
        video.muted = volume === 0;
      },
      setRate: (rate: number) => {
        if (video) video.playbackRate = rate;
      },
      play,
    };
  }, [video, prepare]);
}
