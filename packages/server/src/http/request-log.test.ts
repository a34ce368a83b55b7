import { openStorage } from '@tourview/storage';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../public/public-app.js';
import { loadConfig } from '../config/config.js';
import { scratchEnv } from '../testing/test-app.js';

describe('request log', () => {
  it('writes one line per request, with its id, method, URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const scratch = await scratchEnv('sqlite');
    const storage = await openStorage(scratch.storageOptions);
    const app = await buildApp({
      config: loadConfig(scratch.env),
      storage,
      logger: { level: 'info', stream },
    });
    try {
      const res = await app.inject('/api/public/tours/no-such-tour');
      expect(lines.filter((line) => line.reqId === res.headers['x-request-id'])).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/api/public/tours/no-such-tour' }) as unknown,
          res: { statusCode: 404 },
          responseTime: expect.any(Number) as unknown,
        }),
      ]);
    } finally {
      await app.close();
      await storage.close();
      await scratch.remove();
    }
  });
});
