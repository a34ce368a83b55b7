/**
 * Wall time and CPU time spent in each named stage of a publish, so an operator's wait can be
 * taken apart (the bench prints both). CPU time counts every thread of the process (the
 * reprojection threads, libvips' encoders), which other work on a busy machine distorts far
 * less than the wall time. Stages that run more than once add up; stages may overlap.
 */
export class StageTimes {
  readonly ms: Record<string, number> = {};
  readonly cpuMs: Record<string, number> = {};

  /** Runs `work` and adds its wall and CPU time to `stage`. */
  async time<T>(stage: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await work();
    } finally {
      const used = process.cpuUsage(cpu);
      this.ms[stage] = (this.ms[stage] ?? 0) + Math.round(performance.now() - started);
      this.cpuMs[stage] = (this.cpuMs[stage] ?? 0) + Math.round((used.user + used.system) / 1000);
    }
  }
}

/** Runs `work`, timed as `stage` when a stage record is given. */
export function timed<T>(stages: StageTimes | undefined, stage: string, work: () => Promise<T>): Promise<T> {
  return stages ? stages.time(stage, work) : work();
}
