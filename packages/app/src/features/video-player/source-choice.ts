/** The HLS playlist MIME type. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A video source with its URL already resolved. */
export interface ResolvedSource {
  url: string;
  type: string;
}

/** How a source will be played: by the `<video>` element itself or through hls.js. */
export type Playback =
  { engine: 'native'; source: ResolvedSource } | { engine: 'hls.js'; source: ResolvedSource };

/** What the browser can do, asked of a real `<video>` element in the app. */
export interface MediaAbilities {
  canPlayType(type: string): string;
  /** Media Source Extensions, which hls.js needs. */
  hasMediaSource: boolean;
}

/**
 * Picks the first source this browser can play, in the tour's order. HLS plays natively
 * where the browser says it can (Safari), through hls.js where it only has Media Source
 * Extensions, and is skipped where it has neither.
 */
export function choosePlayback(
  sources: readonly ResolvedSource[],
  can: MediaAbilities,
): Playback | undefined {
  for (const source of sources) {
    if (can.canPlayType(source.type) !== '') return { engine: 'native', source };
    if (source.type === HLS_TYPE && can.hasMediaSource) return { engine: 'hls.js', source };
  }
  return undefined;
}

/** The abilities of this browser, read from a `<video>` element. */
export function mediaAbilities(video: HTMLVideoElement): MediaAbilities {
  return {
    canPlayType: (type) => video.canPlayType(type),
    hasMediaSource: typeof window.MediaSource === 'function' || 'ManagedMediaSource' in window,
  };
}
