/** The share of the video, in percent, whose reaching is reported once per viewing. */
export const PROGRESS_MILESTONES = [25, 50, 75, 100] as const;

/** A progress milestone. */
export type ProgressMilestone = (typeof PROGRESS_MILESTONES)[number];

// Players stop a few frames short of the reported duration, so "100 %" needs a tolerance.
const END_TOLERANCE_S = 0.5;

/**
 * The milestones reached at `time` that are not in `reported` yet, smallest first. Seeking
 * far ahead reports every milestone passed, as the analytics funnel expects.
 */
export function newMilestones(
  time: number,
  duration: number,
  reported: ReadonlySet<ProgressMilestone>,
): ProgressMilestone[] {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(time)) return [];
  const atEnd = time >= duration - END_TOLERANCE_S;
  return PROGRESS_MILESTONES.filter(
    (m) => !reported.has(m) && (m === 100 ? atEnd : time >= (duration * m) / 100),
  );
}
