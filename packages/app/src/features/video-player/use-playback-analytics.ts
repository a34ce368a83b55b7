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
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onTime);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onTime);
    };
  }, [video]);
}
