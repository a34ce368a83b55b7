import { openStorage } from '@tourview/storage';
import type { JobKindsModule } from './job-kinds.js';
import type { ChildMessage, RunMessage } from './job-messages.js';

// A job process runs one job and exits. When its server dies (even by SIGKILL) the IPC channel
// closes: the process exits at once, so a job started again elsewhere never runs twice at a time.
process.on('disconnect', () => process.exit(1));

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, () => resolve()));
}

/**
 * Loads the kinds module named on the command line and each kind's handler before any job
 * comes: the runner starts a process ahead of its job, so the tiler is loaded by the time a
 * job is claimed. A failure here is left to the job's own load, which reports it.
 */
async function warmUp(kindsModule: string | undefined): Promise<void> {
  if (kindsModule === undefined) return;
  try {
    const { JOB_KINDS } = (await import(kindsModule)) as JobKindsModule;
    await Promise.all(Object.values(JOB_KINDS).map((load) => load()));
  } catch {
    // Reported by the job that needs it.
  }
}

async function run({ job, storageOptions, settings, kindsModule }: RunMessage): Promise<ChildMessage> {
  const cpuAtStart = process.cpuUsage();
  const storage = await openStorage(storageOptions);
  try {
    const loading = performance.now();
    const { JOB_KINDS } = (await import(kindsModule)) as JobKindsModule;
    const load = JOB_KINDS[job.kind];
    if (load === undefined) return { type: 'failed', error: `no handler for jobs of kind "${job.kind}"` };
    const handler = await load();
    const loadMs = Math.round(performance.now() - loading);
    const progress = (fraction: number, message: string) =>
      void send({ type: 'progress', fraction: Math.min(1, Math.max(0, fraction)), message });
    const result = (await handler(job, { storage, storageOptions, settings, progress })) ?? null;
    const cpu = process.cpuUsage(cpuAtStart);
    return {
      type: 'done',
      result,
      loadMs,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    };
  } catch (error) {
    return { type: 'failed', error: error instanceof Error ? error.message : String(error) };
  } finally {
    await storage.close();
  }
}

process.once('message', (message: RunMessage) => {
  void run(message).then(async (outcome) => {
    await send(outcome);
    process.exit(0);
  });
});
// A message sent before this process listens is lost, so the runner waits for this one.
void warmUp(process.argv[2]).then(() => send({ type: 'ready' }));
