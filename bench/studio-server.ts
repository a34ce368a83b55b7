import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { openStorage } from '@tourview/storage';

const ROOT = resolve(import.meta.dirname, '..');
/** The studio's XSRF cookie and header, as its page sends them. */
export const XSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

/** Starts the compiled server on `env`'s data folder and ports; resolves once the studio listens. */
export function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', APP_ENV: 'local', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      // The studio's line comes after the visitor listener's: both then listen.
      if (seen.includes('studio on http')) resolvePromise(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${seen}`)));
  });
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
 * result: queued until claimed, waiting for its process, loading the tiler, the whole run and
 * the process's peak memory (`publishJob.*`), and each stage of the publish (gathering the
 * draft's files, checking them, tiling, the share image, the store writes, …:
 * `publishStage.*Ms`).
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
      jobStats?: Record<string, number>;
    } | null;
    const named = (group: Record<string, number> | undefined, name: (key: string) => string) =>
      Object.entries(group ?? {}).map(([key, value]) => [name(key), value]);
    return Object.fromEntries([
      ...named(result?.jobStats, (key) => `${prefix}.publishJob.${key}`),
      ...named(result?.stagesMs, (key) => `${prefix}.publishStage.${key}Ms`),
    ]);
  } finally {
    await storage.close();
  }
}
