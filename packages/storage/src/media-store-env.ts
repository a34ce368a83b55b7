import type { S3MediaConfig } from './media-store.js';

/** The variables that say where published media live. */
export const MEDIA_VARIABLES: readonly string[] = [
  'MEDIA_STORE',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_PREFIX',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

type Env = Record<string, string | undefined>;

// An empty variable (`FOO=` in a .env file) means "not set".
const valueOf = (env: Env, name: string) => env[name] || undefined;

/** Region of AWS S3 when `S3_REGION` is unset; other services mostly ignore it. */
const DEFAULT_REGION = 'us-east-1';

const BOOLEANS: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };

// Path segments of keys: no "..", no empty segment, nothing a URL would have to escape.
const PREFIX = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** Every problem with the media variables, one line each, named by variable. */
export function mediaEnvProblems(env: Env): string[] {
  const store = valueOf(env, 'MEDIA_STORE');
  if (store !== undefined && store !== 'fs' && store !== 's3') return ['MEDIA_STORE: Expected "fs" or "s3".'];
  if (store !== 's3') return [];
  const problems: string[] = [];
  if (!valueOf(env, 'S3_BUCKET')) problems.push('S3_BUCKET: required when MEDIA_STORE=s3.');
  const endpoint = valueOf(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol)))
    problems.push('S3_ENDPOINT: Expected an http(s) URL.');
  const prefix = trimSlashes(valueOf(env, 'S3_PREFIX') ?? '');
  if (prefix !== '' && !PREFIX.test(prefix))
    problems.push('S3_PREFIX: Expected path segments of letters, digits, ".", "_" and "-", joined by "/".');
  if (Boolean(valueOf(env, 'S3_ACCESS_KEY_ID')) !== Boolean(valueOf(env, 'S3_SECRET_ACCESS_KEY')))
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the default AWS credentials.',
    );
  const pathStyle = valueOf(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && !(pathStyle in BOOLEANS))
    problems.push('S3_FORCE_PATH_STYLE: Expected true or false.');
  return problems;
}

/** The bucket `env` names when `MEDIA_STORE=s3` (checked by {@link mediaEnvProblems} first). */
export function s3MediaConfigOf(env: Env): S3MediaConfig | undefined {
  if (valueOf(env, 'MEDIA_STORE') !== 's3') return undefined;
  const endpoint = valueOf(env, 'S3_ENDPOINT');
  const accessKeyId = valueOf(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = valueOf(env, 'S3_SECRET_ACCESS_KEY');
  return {
    kind: 's3',
    ...(endpoint === undefined ? {} : { endpoint }),
    region: valueOf(env, 'S3_REGION') ?? DEFAULT_REGION,
    bucket: valueOf(env, 'S3_BUCKET') ?? '',
    prefix: trimSlashes(valueOf(env, 'S3_PREFIX') ?? ''),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: BOOLEANS[valueOf(env, 'S3_FORCE_PATH_STYLE') ?? 'false'] ?? false,
  };
}
