import { useEffect, useRef } from 'react';
import { newMilestones, type ProgressMilestone } from './progress-milestones.js';
import type { VideoPlayerEvent } from './player-events.js';

/** Reports the first play and each 25/50/75/100 % milestone once per visit of the screen. */
export function usePlaybackAnalytics(
  video: HTMLVideoElement | null,
  onEvent: ((event: VideoPlayerEvent) => void) | undefined,
): void {
  const played = useRef(false);
  const reported = useRef(new Set<ProgressMilestone>());
  const report = useRef(onEvent);
  useEffect(() => {
    report.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!video) return undefined;
    const onPlay = () => {
      if (played.current) return;
      played.current = true;
      report.current?.({ name: 'video_played' });
    };
    const onTime = () => {
      // Only watching counts: a `?t=` link or a seek before play is not progress.
      if (!played.current) return;
      for (const percent of newMilestones(video.currentTime, video.duration, reported.current)) {
        reported.current.add(percent);
        report.current?.({ name: 'video_progress', percent });
      }
    };
    return listenAll(video, { play: onPlay, timeupdate: onTime, ended: onTime });
  }, [video]);
}

/** Adds each listener to `target`; the function returned removes them all. */
function listenAll(target: EventTarget, listeners: Record<string, () => void>): () => void {
  const entries = Object.entries(listeners);
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
