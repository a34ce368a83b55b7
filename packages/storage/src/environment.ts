import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { StorageConfigError } from './errors.js';
import { MEDIA_VARIABLES, mediaEnvProblems, s3MediaConfigOf } from './media-store-env.js';
import type { StorageOptions } from './types.js';

/** The variables that say where storage lives, read alike by the server and the `tour` CLI. */
export const STORAGE_VARIABLES: readonly string[] = ['DATA_DIR', 'DATABASE_URL', ...MEDIA_VARIABLES];

/** The port the server listens on when `PORT` is unset. */
export const DEFAULT_PORT = 8080;

/** The data folder when `DATA_DIR` is unset, relative to the working directory. */
export const DEFAULT_DATA_DIR = './data';

/**
 * Fills in, from the `.env` file in the working directory when there is one, what the
 * environment does not set (it never overrides). The server and the `tour` CLI both call it
 * first, so both find the same data folder and database.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

// An empty variable (`FOO=` in a .env file) means "not set".
const valueOf = (env: Record<string, string | undefined>, name: string) => env[name] || undefined;

function isPostgresUrl(value: string): boolean {
  return URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol);
}

/** Every problem with the storage variables, one line each, named by variable. */
function storageEnvProblems(env: Record<string, string | undefined>): string[] {
  const databaseUrl = valueOf(env, 'DATABASE_URL');
  return [
    ...(databaseUrl === undefined || isPostgresUrl(databaseUrl)
      ? []
      : ['DATABASE_URL: Expected a postgres:// URL.']),
    ...mediaEnvProblems(env),
  ];
}

/**
 * Where storage lives according to `env`: `DATA_DIR` (default `./data`) as an absolute path,
 * resolved against `cwd`, `DATABASE_URL` when set, and the S3 bucket of media when
 * `MEDIA_STORE=s3`. Throws a {@link StorageConfigError}
 * listing every problem.
 */
export function storageOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): StorageOptions {
  const problems = storageEnvProblems(env);
  if (problems.length > 0) throw new StorageConfigError(problems);
  const databaseUrl = valueOf(env, 'DATABASE_URL');
  const media = s3MediaConfigOf(env);
  return {
    dataDir: resolve(cwd, valueOf(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    ...(media === undefined ? {} : { media }),
  };
}

/**
 * The origin visitors open tours on: `PUBLIC_ORIGIN`, else the server on this machine at
 * `PORT`. The server builds absolute URLs on it, and the `tour` CLI prints a published tour's
 * address with it.
 */
export function publicOriginFromEnv(env: Record<string, string | undefined> = process.env): string {
  return valueOf(env, 'PUBLIC_ORIGIN') ?? `http://localhost:${valueOf(env, 'PORT') ?? DEFAULT_PORT}`;
}
