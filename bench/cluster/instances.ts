import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PODMAN_GLOBAL, PODMAN_LIMITS } from '../../scripts/image/podman.mjs';

const run = promisify(execFile);

// The compiled server, as production runs it (`npm run bench` builds it first).
const SERVER_ENTRY = fileURLToPath(new URL('../../packages/server/dist/server.js', import.meta.url));

/** `podman <args>` with the options this machine needs, without blocking the load running beside it. */
async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', [...PODMAN_GLOBAL, ...args]);
  return stdout.trim();
}

/** One instance on a fixed port, which can be killed and started again on that port. */
export interface Instance {
  port: number;
  /** `127.0.0.1:<port>`, as nginx names it in its upstream header. */
  address: string;
  /** Starts it; resolves when it answers readiness, with the milliseconds that took. */
  start(): Promise<number>;
  /** SIGKILL: no draining, no goodbye, as a crashed machine. */
  kill(): Promise<void>;
  /** SIGTERM: graceful close (a container is removed afterwards). */
  stop(): Promise<void>;
  /** The running server process's id on this machine, for CPU and memory readings. */
  pid(): number | undefined;
}

async function ready(url: string): Promise<boolean> {
  const answer = await fetch(url).catch(() => null);
  return answer?.status === 200;
}

/** Polls readiness until it answers 200; `check` throws when the instance has died. */
async function untilReady(port: number, check: () => Promise<void>): Promise<void> {
  const readyUrl = `http://127.0.0.1:${port}/api/public/ready`;
  const deadline = Date.now() + 180_000;
  while (!(await ready(readyUrl))) {
    await check();
    if (Date.now() > deadline) throw new Error(`instance on port ${port} never became ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server process of the compiled build with `env` on `port`; not started. */
export function serverInstance(port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const end = async (signal: NodeJS.Signals) => {
    child?.kill(signal);
    await exited;
    child = undefined;
  };
  return {
    port,
    address: `127.0.0.1:${port}`,
    async start() {
      const startedAt = performance.now();
      const started = spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      await untilReady(port, async () => {
        if (started.exitCode !== null)
          throw new Error(`instance on port ${port} exited with ${started.exitCode}`);
      });
      return Math.round(performance.now() - startedAt);
    },
    kill: () => end('SIGKILL'),
    pid: () => child?.pid,
    stop: () => end('SIGTERM'),
  };
}

/**
 * A container of `image` with `env` on `port` of the host's network (as the instances of the
 * reference topology each have an address of their own); not started.
 */
export function containerInstance(image: string, port: number, env: Record<string, string>): Instance {
  const name = `tourview-cluster-${process.pid}-${port}`;
  const envArgs = Object.entries({ ...env, PORT: String(port), HOST: '127.0.0.1' }).flatMap(
    ([key, value]) => ['--env', `${key}=${value}`],
  );
  let hostPid: number | undefined;
  return {
    port,
    address: `127.0.0.1:${port}`,
    async start() {
      const started = performance.now();
      await podman(
        'run',
        '--detach',
        '--replace',
        '--name',
        name,
        '--network',
        'host',
        ...PODMAN_LIMITS,
        ...envArgs,
        image,
      );
      await untilReady(port, async () => {
        const state = await podman('inspect', '--format', '{{.State.Status}}', name);
        if (state !== 'running')
          throw new Error(`instance on port ${port} is ${state}: ${await podman('logs', name)}`);
      });
      hostPid = Number(await podman('inspect', '--format', '{{.State.Pid}}', name)) || undefined;
      return Math.round(performance.now() - started);
    },
    async kill() {
      hostPid = undefined;
      await podman('kill', '--signal', 'KILL', name);
      await podman('wait', name);
    },
    async stop() {
      hostPid = undefined;
      await podman('rm', '--force', '--time', '12', name).catch(() => '');
    },
    pid: () => hostPid,
  };
}
