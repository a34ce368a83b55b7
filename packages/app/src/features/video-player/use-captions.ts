import { useCallback, useEffect, useState } from 'react';
import { preferredCaptionIndex } from './caption-choice.js';

/** A caption track of the tour video, URL resolved. */
export interface CaptionTrack {
  url: string;
  lang: string;
  label: string;
}

/** Captions on or off, and which track shows. */
export interface CaptionsControl {
  available: boolean;
  on: boolean;
  toggle: () => void;
}

/**
 * Shows the caption track in the visitor's language (or the nearest one) while captions are
 * on. Tracks are matched by language and label, not position, because hls.js may add
 * in-stream tracks of its own.
 */
export function useCaptions(
  video: HTMLVideoElement | null,
  tracks: readonly CaptionTrack[],
  lang: string,
): CaptionsControl {
  const [on, setOn] = useState(false);
  const chosen = tracks[preferredCaptionIndex(tracks, lang)];

  useEffect(() => {
    if (!video) return undefined;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind !== 'captions' && track.kind !== 'subtitles') continue;
        const isChosen =
          on && chosen !== undefined && track.language === chosen.lang && track.label === chosen.label;
        track.mode = isChosen ? 'showing' : 'disabled';
      }
    };
    apply();
    video.textTracks.addEventListener('addtrack', apply);
    return () => video.textTracks.removeEventListener('addtrack', apply);
  }, [video, on, chosen]);

  const toggle = useCallback(() => setOn((value) => !value), []);
  return { available: chosen !== undefined, on: on && chosen !== undefined, toggle };
}
