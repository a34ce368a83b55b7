import { rmSync } from 'node:fs';
import { openStorage, type Storage, type StorageOptions } from '@tourview/storage';
import { scratchStorage, type TestDialect } from '@tourview/storage/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../public/public-app.js';
import { loadConfig, type ServerConfig } from '../config/config.js';
import { createFakeDist } from './fake-dist.js';

export { DIALECTS } from '@tourview/storage/testing';

/** An app over a fresh database, with a fake built app, ready for `inject`. */
export interface TestApp {
  app: FastifyInstance;
  storage: Storage;
  config: ServerConfig;
  close(): Promise<void>;
}

/** A fresh data folder and, for PostgreSQL, a fresh database; env entries override. */
export async function scratchEnv(dialect: TestDialect): Promise<{
  env: Record<string, string>;
  storageOptions: StorageOptions;
  remove(): Promise<void>;
}> {
  const scratch = await scratchStorage(dialect);
  const { dataDir, databaseUrl } = scratch.options;
  const distDir = createFakeDist();
  return {
    env: {
      DATA_DIR: dataDir,
      APP_DIST_DIR: distDir,
      // The face search costs seconds of CPU an inspected panorama; the face tests turn it on.
      FACE_PROPOSALS: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    storageOptions: scratch.options,
    async remove() {
      await scratch.remove();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** Builds the app over a fresh database of one engine. */
export async function startTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'deliveryTiming' | 'tourCacheTtlMs' | 'live' | 'liveTiming'> = {},
): Promise<TestApp> {
  const scratch = await scratchEnv(dialect);
  const config = loadConfig({ ...scratch.env, ...env });
  const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, storage, logger: false, ...options });
  return {
    app,
    storage,
    config,
    async close() {
      await app.close();
      await storage.close();
      await scratch.remove();
    },
  };
}

/** Headers of a request that passes the XSRF double-submit check. */
export function xsrfHeaders(token = 'test-xsrf-token'): Record<string, string> {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
