import type { ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { openStorage } from '@tourview/storage';
import { startCompiledServer } from './compiled-server.js';

/** The studio's XSRF cookie and header, as its page sends them. */
export const XSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

/** Starts the compiled server on `env`'s data folder and ports; resolves once the studio listens. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // The studio's line comes after the visitor listener's: both then listen.
  return (await startCompiledServer({ APP_ENV: 'local', ...env }, /studio on http/)).child;
}

/** CPU ticks (10 ms) a process has used, from Linux's `/proc/<pid>/stat`, and its parent's id. */
async function procStat(pid: number | string): Promise<{ ppid: number; ticks: number } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The fields after the command name, which may hold spaces, in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU ticks used so far by `pid` and its child processes still running. */
async function treeTicks(pid: number): Promise<number> {
  const stats = await Promise.all((await readdir('/proc')).filter((d) => /^\d+$/.test(d)).map(procStat));
  return stats.reduce(
    (sum, s) => sum + (s && s.ppid === pid ? s.ticks : 0),
    (await procStat(pid))?.ticks ?? 0,
  );
}

/**
 * Waits until a freshly started server and its job processes use under a tenth of a core over
 * half a second: the job processes it starts ahead of their jobs have loaded the tiler, as on
 * a server an operator meets, which has been running for a while.
 */
export async function settled(server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let before = await treeTicks(server.pid ?? 0);
  for (;;) {
    await sleep(500);
    const now = await treeTicks(server.pid ?? 0);
    if (now - before < 5 || Date.now() > deadline) return;
    before = now;
  }
}

/** Polls `read` every 100 ms until it gives a value. */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs in to the studio API; resolves to the headers of a signed-in write. */
export async function signIn(
  origin: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/studio/session`, {
    method: 'POST',
    headers: { ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tourview_studio='))
    ?.split(';')[0];
  if (!res.ok || !session) throw new Error(`sign-in failed: ${res.status}`);
  return { ...XSRF, cookie: `${XSRF.cookie}; ${session}` };
}

/** Presses _Publish_ on tour `code` and waits for its job to be done; resolves to the job's id. */
export async function publishAndWait(
  origin: string,
  headers: Record<string, string>,
  code: string,
): Promise<string> {
  const publish = await fetch(`${origin}/api/studio/tours/${code}/publish`, { method: 'POST', headers });
  const job = (await publish.json()) as { id: string };
  await until(
    'publish job',
    async () => {
      const res = await fetch(`${origin}/api/studio/tours/${code}/jobs/${job.id}`, { headers });
      const { state, error } = (await res.json()) as { state: string; error: string | null };
      if (state === 'failed') throw new Error(`the publish job failed: ${error}`);
      return state === 'done' ? state : undefined;
    },
    1_800_000,
  );
  return job.id;
}

/**
 * Where a publish job's time went, from what its runner and the tiler record in the job's
 * result: queued until claimed, waiting for its process, loading the tiler, the whole run, the
 * CPU time its process spent and the process's peak memory (`publishJob.*`), and each stage of
 * the publish (gathering the draft's files, checking them, tiling, the share image, the store
 * writes, …), in wall time (`publishStage.*Ms`) and CPU time of every thread
 * (`publishStageCpu.*Ms`).
 */
export async function publishStages(
  dataDir: string,
  jobId: string,
  prefix: string,
): Promise<Record<string, number>> {
  const storage = await openStorage({ dataDir });
  try {
    const result = (await storage.getJob(jobId))?.result as {
      stagesMs?: Record<string, number>;
      stagesCpuMs?: Record<string, number>;
      jobStats?: Record<string, number>;
    } | null;
    return Object.fromEntries([
      ...named(result?.jobStats, (key) => `${prefix}.publishJob.${key}`),
      ...named(result?.stagesMs, (key) => `${prefix}.publishStage.${key}Ms`),
      ...named(result?.stagesCpuMs, (key) => `${prefix}.publishStageCpu.${key}Ms`),
    ]);
  } finally {
    await storage.close();
  }
}

/**
 * The runner's figures of the tour's `inspect` jobs (`inspectJob.*`, summed over them): the job
 * that checks an upload runs beside a publish pressed at once, on the same cores.
 */
export async function inspectStats(
  dataDir: string,
  code: string,
  prefix: string,
): Promise<Record<string, number>> {
  const storage = await openStorage({ dataDir });
  try {
    const jobs = await storage.listJobs({ tourCode: code, limit: 1000 });
    const sums: Record<string, number> = {};
    for (const job of jobs.filter((j) => j.kind === 'inspect')) {
      const stats = (job.result as { jobStats?: Record<string, number> } | null)?.jobStats ?? {};
      for (const key of ['runMs', 'cpuMs']) sums[key] = (sums[key] ?? 0) + (stats[key] ?? 0);
    }
    return Object.fromEntries(named(sums, (key) => `${prefix}.inspectJob.${key}`));
  } finally {
    await storage.close();
  }
}

const named = (group: Record<string, number> | undefined, name: (key: string) => string) =>
  Object.entries(group ?? {}).map(([key, value]) => [name(key), value] as const);
