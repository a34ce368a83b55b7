import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PODMAN_GLOBAL, PODMAN_LIMITS } from '../../scripts/image/podman.mjs';

const run = promisify(execFile);

/** `podman <args>` with the options this machine needs, without blocking the load running beside it. */
async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', [...PODMAN_GLOBAL, ...args]);
  return stdout.trim();
}

/** One instance, a container of the production image on a fixed port, which can be killed and started again on that port. */
export interface Instance {
  port: number;
  /** `127.0.0.1:<port>`, as nginx names it in its upstream header. */
  address: string;
  /** Runs a fresh container; resolves when it answers readiness, with the milliseconds that took. */
  start(): Promise<number>;
  /** `podman kill -s KILL`: no draining, no goodbye, as a crashed machine. */
  kill(): Promise<void>;
  /** SIGTERM (graceful close), then the container is removed. */
  stop(): Promise<void>;
}

async function ready(url: string): Promise<boolean> {
  const answer = await fetch(url).catch(() => null);
  return answer?.status === 200;
}

/**
 * A container of `image` with `env` on `port` of the host's network (as the instances of the
 * reference topology each have an address of their own); not started.
 */
export function containerInstance(image: string, port: number, env: Record<string, string>): Instance {
  const name = `tourview-cluster-${process.pid}-${port}`;
  const readyUrl = `http://127.0.0.1:${port}/api/public/ready`;
  const envArgs = Object.entries({ ...env, PORT: String(port), HOST: '127.0.0.1' }).flatMap(
    ([key, value]) => ['--env', `${key}=${value}`],
  );
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
      const deadline = Date.now() + 180_000;
      while (!(await ready(readyUrl))) {
        const state = await podman('inspect', '--format', '{{.State.Status}}', name);
        if (state !== 'running')
          throw new Error(`instance on port ${port} is ${state}: ${await podman('logs', name)}`);
        if (Date.now() > deadline) throw new Error(`instance on port ${port} never became ready`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Math.round(performance.now() - started);
    },
    async kill() {
      await podman('kill', '--signal', 'KILL', name);
      await podman('wait', name);
    },
    async stop() {
      await podman('rm', '--force', '--time', '12', name).catch(() => '');
    },
  };
}
