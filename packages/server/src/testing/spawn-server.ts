import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childExecArgv } from '../config/running-from.js';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

/** A server process started from the real entry point. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for assertions and failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

/**
 * Runs `server.ts` in its own Node process with `env` added to this one's environment, on a
 * free loopback port without the studio unless `env` asks for it (in `cwd`, default this
 * one's), and resolves once it logs its "listening on" line. `entry` replaces `server.ts` (a
 * test entry that serves with test job kinds).
 */
export function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  cwd?: string,
  entry = SERVER_ENTRY,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...childExecArgv(), entry], {
    ...(cwd === undefined ? {} : { cwd }),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', STUDIO_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\w.:[\]]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}) before listening:\n${output}`));
    });
  });
}
