import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The compiled server, as production runs it (`npm run bench` builds it first).
const SERVER_ENTRY = fileURLToPath(new URL('../packages/server/dist/server.js', import.meta.url));

/** The visitor listener's line, with its URL. */
const LISTENING = /listening on (http:\/\/[\w.:]+)/;

/**
 * Starts the compiled server in its own process and resolves once its output matches `ready`
 * (by default once the visitor listener listens), with the URL the match captured.
 */
export function startCompiledServer(
  env: NodeJS.ProcessEnv,
  ready: RegExp = LISTENING,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = ready.exec(seen);
      if (match) resolve({ url: match[1] ?? '', child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${seen}`)));
  });
}
