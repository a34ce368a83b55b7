import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeDist } from '../testing/fake-dist.js';
import { spawnServer, type ServerProcess } from '../testing/spawn-server.js';
import { scratchEnv } from '../testing/test-app.js';
import { waitFor } from '../testing/wait-for.js';

describe('the server with the studio listener', () => {
  let server: ServerProcess | undefined;
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('serves the studio on its own port, prints a setup link there, and closes both on SIGTERM', async () => {
    const scratch = await scratchEnv('sqlite');
    const studioDist = createFakeDist();
    cleanups.push(
      () => scratch.remove(),
      () => rmSync(studioDist, { recursive: true, force: true }),
    );
    server = await spawnServer({ ...scratch.env, STUDIO_PORT: '0', STUDIO_DIST_DIR: studioDist });
    await waitFor('the setup link', () => /setup#token=/.test(server?.output() ?? ''));
    const studio = /studio on (http:\/\/[\d.:]+)/.exec(server.output())?.[1] ?? '';
    expect(server.output()).toContain(`${studio}/setup#token=`);
    expect(studio).not.toBe(server.url);

    const page = await fetch(`${studio}/users`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${studio}/api/studio/session`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/studio/session`)).status).toBe(404);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
