import { useEffect, useState } from 'react';

/** What the controls show, mirrored from the `<video>` element's events. */
export interface MediaState {
  playing: boolean;
  /** Play was pressed at least once; the poster's big play hint goes away. */
  started: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  /** Playback stalls waiting for data (slow network). */
  buffering: boolean;
  ended: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'canplay',
  'seeked',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'ended',
  'emptied',
] as const;

// Events after which the element has the data it needs again.
const UNSTALLED = new Set(['playing', 'canplay', 'seeked', 'pause', 'emptied']);

function stalled(previous: boolean, type: string): boolean {
  if (type === 'waiting') return true;
  return UNSTALLED.has(type) ? false : previous;
}

function read(
  video: HTMLVideoElement,
  fallbackDuration: number,
  previous: MediaState,
  type: string,
): MediaState {
  const waiting = stalled(previous.buffering, type);
  return {
    playing: !video.paused && !video.ended,
    started: previous.started || type === 'play',
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackDuration,
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
    buffering: waiting && !video.paused,
    ended: video.ended,
  };
}

/** Follows a `<video>` element; `fallbackDuration` (the tour's) fills in until metadata arrives. */
export function useMediaState(video: HTMLVideoElement | null, fallbackDuration: number): MediaState {
  const [state, setState] = useState<MediaState>({
    playing: false,
    started: false,
    currentTime: 0,
    duration: fallbackDuration,
    volume: 1,
    muted: false,
    rate: 1,
    buffering: false,
    ended: false,
  });
  useEffect(() => {
    if (!video) return undefined;
    const update = (event: Event) =>
      setState((previous) => read(video, fallbackDuration, previous, event.type));
    for (const type of EVENTS) video.addEventListener(type, update);
    return () => {
      for (const type of EVENTS) video.removeEventListener(type, update);
    };
  }, [video, fallbackDuration]);
  return state;
}
