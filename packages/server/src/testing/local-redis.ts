import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { waitFor } from './wait-for.js';

/** A redis-server of its own on a spare loopback port, without persistence. */
export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on at the moment of asking. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Starts `redis-server` on a spare port and resolves once it answers. */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await sparePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `redis://127.0.0.1:${port}`;
  await waitFor('redis-server', () => answers(url));
  return {
    url,
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
