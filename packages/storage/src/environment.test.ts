import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageConfigError } from './errors.js';
import { loadDotEnv, storageOptionsFromEnv } from './environment.js';

describe('storageOptionsFromEnv', () => {
  it('defaults to ./data of the working directory, as an absolute path, with SQLite', () => {
    expect(storageOptionsFromEnv({}, '/srv/tourview')).toEqual({ dataDir: '/srv/tourview/data' });
  });

  it('resolves DATA_DIR against the working directory and keeps an absolute one', () => {
    expect(storageOptionsFromEnv({ DATA_DIR: 'store' }, '/srv/tourview').dataDir).toBe('/srv/tourview/store');
    expect(storageOptionsFromEnv({ DATA_DIR: '/var/tours' }, '/srv/tourview').dataDir).toBe('/var/tours');
  });

  it('takes a postgres:// or postgresql:// DATABASE_URL, and treats empty variables as unset', () => {
    const url = 'postgresql://u@db:5432/tourview';
    expect(storageOptionsFromEnv({ DATABASE_URL: url }, '/a')).toEqual({
      dataDir: '/a/data',
      databaseUrl: url,
    });
    expect(storageOptionsFromEnv({ DATA_DIR: '', DATABASE_URL: '' }, '/a')).toEqual({ dataDir: '/a/data' });
  });

  it.each(['mysql://db/tours', 'postgres', 'db:5432'])(
    'refuses DATABASE_URL=%s, naming the variable',
    (url) => {
      const error = (() => {
        try {
          return storageOptionsFromEnv({ DATABASE_URL: url });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(StorageConfigError);
      expect(error).toMatchObject({
        code: 'invalid_config',
        problems: ['DATABASE_URL: Expected a postgres:// URL.'],
      });
    },
  );
});

describe('loadDotEnv', () => {
  let dir: string;
  // The .env files below set DATA_DIR only, so restoring it restores the environment.
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tourview-env-'));
    vi.stubEnv('DATA_DIR', undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills in what the environment does not set from a .env file', () => {
    writeFileSync(join(dir, '.env'), 'DATA_DIR=./from-env-file\n');
    loadDotEnv(join(dir, '.env'));
    expect(storageOptionsFromEnv(process.env, dir).dataDir).toBe(join(dir, 'from-env-file'));
  });

  it('never overrides the environment, and does without a .env file', () => {
    writeFileSync(join(dir, '.env'), 'DATA_DIR=./from-env-file\n');
    vi.stubEnv('DATA_DIR', '/var/tours');
    loadDotEnv(join(dir, '.env'));
    expect(process.env.DATA_DIR).toBe('/var/tours');
    vi.stubEnv('DATA_DIR', undefined);
    loadDotEnv(join(dir, 'missing.env'));
    expect(process.env.DATA_DIR).toBeUndefined();
  });
});

describe('media variables', () => {
  it('leave media in the data folder unless MEDIA_STORE=s3, and read the bucket then', () => {
    expect(storageOptionsFromEnv({ MEDIA_STORE: 'fs', S3_BUCKET: 'ignored' }, '/a')).toEqual({
      dataDir: '/a/data',
    });
    expect(
      storageOptionsFromEnv({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'tours',
        S3_PREFIX: '/site/media/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).media,
    ).toEqual({
      kind: 's3',
      region: 'us-east-1',
      bucket: 'tours',
      prefix: 'site/media',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('lists every problem of an s3 configuration, named by variable', () => {
    const error = (() => {
      try {
        return storageOptionsFromEnv({
          MEDIA_STORE: 's3',
          S3_ENDPOINT: 'minio:9000',
          S3_PREFIX: 'a/../b',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'yes',
        });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(StorageConfigError);
    expect((error as StorageConfigError).problems.map((p) => p.split(':')[0])).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_PREFIX',
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ]);
    expect(() => storageOptionsFromEnv({ MEDIA_STORE: 'gcs' })).toThrow(
      'MEDIA_STORE: Expected "fs" or "s3".',
    );
  });
});
