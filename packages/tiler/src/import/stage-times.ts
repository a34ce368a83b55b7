/**
 * Wall time spent in each named stage of a publish, so an operator's wait can be taken apart
 * (the bench prints it). Stages that run more than once add up; stages may overlap.
 */
export class StageTimes {
  readonly ms: Record<string, number> = {};

  /** Runs `work` and adds its wall time to `stage`. */
  async time<T>(stage: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.ms[stage] = (this.ms[stage] ?? 0) + Math.round(performance.now() - started);
    }
  }
}

/** Runs `work`, timed as `stage` when a stage record is given. */
export function timed<T>(stages: StageTimes | undefined, stage: string, work: () => Promise<T>): Promise<T> {
  return stages ? stages.time(stage, work) : work();
}
