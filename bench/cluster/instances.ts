import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The compiled server, as production runs it (`npm run bench` builds it first).
const SERVER_ENTRY = fileURLToPath(new URL('../../packages/server/dist/server.js', import.meta.url));

/** One server process on a fixed port, which can be killed and started again on that port. */
export interface Instance {
  port: number;
  /** `127.0.0.1:<port>`, as nginx names it in its upstream header. */
  address: string;
  start(): Promise<void>;
  /** SIGKILL: no draining, no goodbye, as a crashed machine. */
  kill(): Promise<void>;
  /** SIGTERM: graceful close. */
  stop(): Promise<void>;
  /** The running process's id, for CPU and memory readings. */
  pid(): number | undefined;
}

async function ready(url: string): Promise<boolean> {
  const answer = await fetch(url).catch(() => null);
  return answer?.status === 200;
}

/** A server instance with `env` on `port`; not started. */
export function serverInstance(port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const readyUrl = `http://127.0.0.1:${port}/api/public/ready`;
  const end = async (signal: NodeJS.Signals) => {
    child?.kill(signal);
    await exited;
    child = undefined;
  };
  return {
    port,
    address: `127.0.0.1:${port}`,
    async start() {
      const started = spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      const deadline = Date.now() + 180_000;
      while (!(await ready(readyUrl))) {
        if (started.exitCode !== null)
          throw new Error(`instance on port ${port} exited with ${started.exitCode}`);
        if (Date.now() > deadline) throw new Error(`instance on port ${port} never became ready`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    kill: () => end('SIGKILL'),
    pid: () => child?.pid,
    stop: () => end('SIGTERM'),
  };
}
