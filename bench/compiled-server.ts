import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The compiled server, as production runs it (`npm run bench` builds it first).
const SERVER_ENTRY = fileURLToPath(new URL('../packages/server/dist/server.js', import.meta.url));

/** Starts the compiled server in its own process and resolves its URL once it listens. */
export function startCompiledServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /listening on (http:\/\/[\w.:]+)/.exec(seen)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
