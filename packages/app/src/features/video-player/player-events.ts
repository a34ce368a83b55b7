import type { ProgressMilestone } from './progress-milestones.js';

/** What the player reports for analytics; the screen decides where it goes. */
export type VideoPlayerEvent =
  | { name: 'video_played' }
  | { name: 'video_progress'; percent: ProgressMilestone }
  | { name: 'chapter_used'; chapter: number; scene?: string };
