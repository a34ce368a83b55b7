import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  EMBED_ANY_ORIGIN,
  formatIssues,
  liveIceServerSchema,
  type LiveIceServer,
  presetConfigSchema,
  type PresetConfig,
  type PublicConfig,
} from '@tourview/schema';
import {
  DEFAULT_PORT,
  publicOriginFromEnv,
  STORAGE_VARIABLES,
  StorageConfigError,
  storageOptionsFromEnv,
  type S3MediaConfig,
  type StorageOptions,
  type UploadQuotaLimits,
} from '@tourview/storage';
import { z } from 'zod';
import { APP_ENVS, PRESETS, type AppEnv } from './config-presets.js';
import { trustProxySchema, type TrustProxy } from './trust-proxy.js';

/** Raised when the environment is invalid; lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The server's typed configuration. */
export interface ServerConfig {
  appEnv: AppEnv;
  /** What the browser app receives. */
  public: PublicConfig;
  port: number;
  host: string;
  /** Absolute; holds `tourview.db` and `media/`. */
  dataDir: string;
  databaseUrl?: string;
  /**
   * The bucket published media live in (`MEDIA_STORE=s3`); the server then redirects
   * `/media/` to the CDN. Absent: the server serves the data folder's `media/`.
   */
  media?: S3MediaConfig;
  /** Absolute path of the built app. */
  appDistDir: string;
  recaptcha: RecaptchaConfig;
  enquiryWebhook?: { url: string; secret?: string };
  analytics: AnalyticsConfig;
  limits: {
    enquiriesPerMinute: number;
    notFoundPerMinute: number;
    bodyBytes: number;
    /** Longest a client may take to send a whole request, headers and body. */
    requestTimeoutMs: number;
    /** Longest a client may take to send a request's headers. */
    headersTimeoutMs: number;
  };
  /**
   * Redis shared by every instance for rate limits and live viewings' fan-out; absent: limits
   * count per process and a live viewing's participants must all reach one instance.
   */
  redisUrl?: string;
  /** Live viewings: the STUN/TURN servers browsers use for voice (`LIVE_ICE_SERVERS`). */
  live: { iceServers: LiveIceServer[]; iceTransportPolicy: 'all' | 'relay' };
  /** Which reverse proxies may name the client in `X-Forwarded-For` (rate limits count it). */
  trustProxy: TrustProxy;
  /**
   * The origin visitors open pages on (`https://tours.example.com`): absolute URLs in link
   * previews and oEmbed are built on it, never on the request's Host header, which a client writes.
   */
  publicOrigin: string;
  /**
   * Origins whose pages may frame tour pages in embed mode (`?embed=1`); empty: none;
   * `['*']` ({@link EMBED_ANY_ORIGIN}): every site.
   */
  embedAllowedOrigins: string[];
  logLevel: string;
  /** The studio's listener and sessions; `null` when `STUDIO_PORT=off`. */
  studio: StudioConfig | null;
  /** Background jobs (publishing, inspecting uploads) this instance runs at once; 0: none. */
  jobConcurrency: number;
  /** Inspections of uploaded panoramas look for faces to propose for blurring (`FACE_PROPOSALS`). */
  faceProposals: boolean;
  /** The Prometheus listener (`GET /metrics`); `null` when `METRICS_PORT` is unset or `off`. */
  metrics: { port: number; host: string } | null;
}

/** Engagement analytics: whether beacons are stored, and for how long. */
export interface AnalyticsConfig {
  /** `ANALYTICS=off`: beacons are answered and dropped. */
  enabled: boolean;
  /** Days raw events are kept; the daily aggregates stay. */
  rawRetentionDays: number;
  /** Beacon batches one client may send a minute. */
  batchesPerMinute: number;
  /**
   * Where each tour's weekly summary is posted: `ANALYTICS_SUMMARY_WEBHOOK_URL`, else the
   * enquiry webhook; absent: no summaries.
   */
  summaryWebhook?: { url: string; secret?: string };
}

/** The operators' studio: its own listener, origin, built app and session lifetimes. */
export interface StudioConfig {
  port: number;
  /**
   * Where the studio is opened (`https://studio.example.com`); setup links are built on it.
   * Unset: the address the studio listens on.
   */
  origin?: string;
  /** Absolute path of the built studio. */
  distDir: string;
  /** A session ends this long after its last request. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy. */
  sessionAbsoluteMs: number;
  /** Most bytes of unfinished uploads and stored draft files an account, and a tour, may hold. */
  uploadQuota: UploadQuotaLimits;
}

/** How enquiry tokens are verified; no secret means no verification. */
export interface RecaptchaConfig {
  secret?: string;
  verifyUrl: string;
  minScore: number;
  timeoutMs: number;
  /** Hostnames a token may come from (never the request's own Host header, which a client writes). */
  allowedHostnames: string[];
}

/** Where a non-production preset accepts tokens from when `RECAPTCHA_ALLOWED_HOSTNAMES` is unset. */
const LOCAL_RECAPTCHA_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1'];

const DEFAULT_APP_DIST = fileURLToPath(new URL('../../../app/dist', import.meta.url));
const DEFAULT_STUDIO_DIST = fileURLToPath(new URL('../../../studio/dist', import.meta.url));

const MIB = 1024 * 1024;

// An empty variable (`FOO=` in a .env file) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL.' });
const count = (fallback: number) => optional(z.coerce.number().int().min(1)).transform((v) => v ?? fallback);
/** True for a bare http(s) origin (`https://portal.example`): no path, query, fragment or credentials. */
function isBareOrigin(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
}
const notAnOrigin = (value: string) =>
  `"${value}" is not a bare http(s) origin like https://portal.example (no path, no trailing slash).`;
const bareOrigin = z.string().superRefine((value, ctx) => {
  if (!isBareOrigin(value)) ctx.addIssue({ code: 'custom', message: notAnOrigin(value) });
});
const originList = z
  .string()
  .transform((v) => v.split(/\s+/).filter(Boolean))
  .superRefine((origins, ctx) => {
    if (origins.includes(EMBED_ANY_ORIGIN) && origins.length > 1)
      ctx.addIssue({ code: 'custom', message: '* stands alone: it already lets every site in.' });
    for (const bad of origins.filter((o) => o !== EMBED_ANY_ORIGIN && !isBareOrigin(o)))
      ctx.addIssue({ code: 'custom', message: notAnOrigin(bad) });
  });
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
);

/** A JSON list of `RTCIceServer`s: `[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`. */
const iceServerList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Expected a JSON list of ICE servers.' });
      return z.NEVER;
    }
  })
  .pipe(z.array(liveIceServerSchema).max(8));

const envSchema = z.object({
  APP_ENV: optional(z.enum(APP_ENVS)).transform((v) => v ?? 'local'),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((v) => v ?? DEFAULT_PORT),
  HOST: optional(z.string()).transform((v) => v ?? '0.0.0.0'),
  APP_DIST_DIR: optional(z.string()).transform((v) => resolve(v ?? DEFAULT_APP_DIST)),
  RECAPTCHA_SECRET: optional(z.string()),
  RECAPTCHA_VERIFY_URL: optional(httpUrl).transform(
    (v) => v ?? 'https://www.google.com/recaptcha/api/siteverify',
  ),
  RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0).max(1)).transform((v) => v ?? 0.5),
  RECAPTCHA_TIMEOUT_MS: count(3000),
  RECAPTCHA_ALLOWED_HOSTNAMES: optional(commaList),
  ENQUIRY_WEBHOOK_URL: optional(httpUrl),
  ENQUIRY_WEBHOOK_SECRET: optional(z.string().min(16, 'Use at least 16 characters.')),
  ENQUIRY_RATE_LIMIT_PER_MINUTE: count(10),
  ANALYTICS: optional(z.enum(['on', 'off'])).transform((v) => v ?? 'on'),
  ANALYTICS_RAW_RETENTION_DAYS: count(30),
  ANALYTICS_RATE_LIMIT_PER_MINUTE: count(60),
  ANALYTICS_SUMMARY_WEBHOOK_URL: optional(z.union([z.literal('off'), httpUrl])),
  ANALYTICS_SUMMARY_WEBHOOK_SECRET: optional(z.string().min(16, 'Use at least 16 characters.')),
  NOT_FOUND_RATE_LIMIT_PER_MINUTE: count(60),
  REQUEST_TIMEOUT_MS: count(20_000),
  HEADERS_TIMEOUT_MS: count(10_000),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'Expected a redis:// or rediss:// URL.' })),
  LIVE_ICE_SERVERS: optional(iceServerList).transform((v) => v ?? []),
  LIVE_ICE_TRANSPORT_POLICY: optional(z.enum(['all', 'relay'])).transform((v) => v ?? 'all'),
  TRUST_PROXY: optional(trustProxySchema).transform((v) => v ?? false),
  PUBLIC_ORIGIN: optional(bareOrigin),
  EMBED_ALLOWED_ORIGINS: optional(originList).transform((v) => v ?? []),
  STUDIO_PORT: optional(z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])).transform(
    (v) => v ?? 8081,
  ),
  STUDIO_ORIGIN: optional(bareOrigin),
  STUDIO_DIST_DIR: optional(z.string()).transform((v) => resolve(v ?? DEFAULT_STUDIO_DIST)),
  STUDIO_SESSION_IDLE_MINUTES: count(30),
  STUDIO_SESSION_MAX_HOURS: count(12),
  STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB: count(20 * 1024),
  STUDIO_UPLOAD_QUOTA_TOUR_MIB: count(10 * 1024),
  FACE_PROPOSALS: optional(z.enum(['on', 'off'])).transform((v) => v ?? 'on'),
  STUDIO_JOB_CONCURRENCY: optional(z.coerce.number().int().min(0).max(256)).transform(
    (v) => v ?? availableParallelism(),
  ),
  METRICS_PORT: optional(z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])).transform(
    (v) => v ?? 'off',
  ),
  METRICS_HOST: optional(z.string()).transform((v) => v ?? '127.0.0.1'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (v) => v ?? 'info',
  ),
});

/** Which variable overrides which public value (also names the variable in error messages). */
const PUBLIC_OVERRIDES = {
  PUBLIC_DATA_API_BASE_URL: ['publicDataApiBaseUrl'],
  CDN_BASE_URL: ['cdnBaseUrl'],
  LOAN_CALCULATOR_URL: ['loanCalculatorUrl'],
  RECAPTCHA_SITE_KEY: ['recaptchaSiteKey'],
  FIREBASE_API_KEY: ['firebase', 'apiKey'],
  FIREBASE_AUTH_DOMAIN: ['firebase', 'authDomain'],
  FIREBASE_PROJECT_ID: ['firebase', 'projectId'],
  FIREBASE_STORAGE_BUCKET: ['firebase', 'storageBucket'],
  FIREBASE_MESSAGING_SENDER_ID: ['firebase', 'messagingSenderId'],
  FIREBASE_APP_ID: ['firebase', 'appId'],
  FIREBASE_MEASUREMENT_ID: ['firebase', 'measurementId'],
} as const;

/** Every variable the server reads; `.env.example` documents each of them. */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...STORAGE_VARIABLES,
  ...Object.keys(PUBLIC_OVERRIDES),
];

type Env = Record<string, string | undefined>;

function publicConfigOf(appEnv: AppEnv, env: Env): { config?: PresetConfig; problems: string[] } {
  const preset = PRESETS[appEnv];
  const firebase: Record<string, string | undefined> = { ...preset.firebase };
  const merged: Record<string, unknown> = { ...preset, firebase };
  for (const [name, path] of Object.entries(PUBLIC_OVERRIDES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (path.length === 2) firebase[path[1]] = value;
    else merged[path[0]] = value;
  }
  const parsed = presetConfigSchema.safeParse(merged);
  if (parsed.success) return { config: parsed.data, problems: [] };
  const names = new Map(Object.entries(PUBLIC_OVERRIDES).map(([name, path]) => [path.join('.'), name]));
  return {
    problems: parsed.error.issues.map(
      (i) => `${names.get(i.path.join('.')) ?? i.path.join('.')}: ${i.message}`,
    ),
  };
}

/**
 * Reads the configuration from environment variables, validating everything once and
 * throwing a {@link ConfigError} that lists every problem.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  const appEnv = parsed.success ? parsed.data.APP_ENV : envSchema.shape.APP_ENV.safeParse(env.APP_ENV).data;
  const pub = publicConfigOf(appEnv ?? 'local', env);
  const storage = storageOf(env);
  const problems = [
    ...(parsed.success ? [] : formatIssues(parsed.error)),
    ...storage.problems,
    ...pub.problems,
    ...mediaProblems(env, pub.config),
    ...productionProblems(env, appEnv ?? 'local'),
  ];
  if (!parsed.success || !pub.config || !storage.options || problems.length > 0)
    throw new ConfigError(problems);
  return toServerConfig(parsed.data, storage.options, pub.config);
}

/** Where storage lives, read by the same rule as the `tour` CLI's. */
function storageOf(env: Env): { options?: StorageOptions; problems: readonly string[] } {
  try {
    return { options: storageOptionsFromEnv(env), problems: [] };
  } catch (error) {
    if (error instanceof StorageConfigError) return { problems: error.problems };
    throw error;
  }
}

/** With media in a bucket the server serves none itself, so the CDN must be elsewhere. */
function mediaProblems(env: Env, pub: PresetConfig | undefined): string[] {
  if (env.MEDIA_STORE !== 's3' || pub === undefined || /^https?:\/\//.test(pub.cdnBaseUrl)) return [];
  return [
    'CDN_BASE_URL: must be an absolute http(s) URL when MEDIA_STORE=s3 (the CDN or bucket URL that ' +
      'serves its keys); the server redirects /media/ there and serves no media itself.',
  ];
}

/** What a production preset must not start without. */
function productionProblems(env: Env, appEnv: AppEnv): string[] {
  if (!PRESETS[appEnv].production) return [];
  const problems: string[] = [];
  if (env.RECAPTCHA_SECRET && commaList.parse(env.RECAPTCHA_ALLOWED_HOSTNAMES ?? '').length === 0)
    problems.push(
      'RECAPTCHA_ALLOWED_HOSTNAMES: required in production when RECAPTCHA_SECRET is set; list the hostnames ' +
        'your pages are served on (e.g. tours.example.com), the only ones a reCAPTCHA token may come from.',
    );
  if (!env.PUBLIC_ORIGIN)
    problems.push(
      'PUBLIC_ORIGIN: required in production; the origin visitors open tours on (e.g. https://tours.example.com), ' +
        'which link previews and oEmbed build absolute URLs on.',
    );
  return problems;
}

function toServerConfig(
  e: z.infer<typeof envSchema>,
  storage: StorageOptions,
  preset: PresetConfig,
): ServerConfig {
  const publicOrigin = publicOriginFromEnv({ PUBLIC_ORIGIN: e.PUBLIC_ORIGIN, PORT: String(e.PORT) });
  const pub: PublicConfig = { ...preset, publicOrigin, embedOrigins: e.EMBED_ALLOWED_ORIGINS };
  return {
    appEnv: e.APP_ENV,
    public: pub,
    port: e.PORT,
    host: e.HOST,
    dataDir: storage.dataDir,
    ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
    ...(storage.media ? { media: storage.media } : {}),
    appDistDir: e.APP_DIST_DIR,
    recaptcha: {
      ...(e.RECAPTCHA_SECRET ? { secret: e.RECAPTCHA_SECRET } : {}),
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
      timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
      allowedHostnames:
        e.RECAPTCHA_ALLOWED_HOSTNAMES ?? (pub.production ? [] : [...LOCAL_RECAPTCHA_HOSTNAMES]),
    },
    ...(e.ENQUIRY_WEBHOOK_URL
      ? {
          enquiryWebhook: {
            url: e.ENQUIRY_WEBHOOK_URL,
            ...(e.ENQUIRY_WEBHOOK_SECRET ? { secret: e.ENQUIRY_WEBHOOK_SECRET } : {}),
          },
        }
      : {}),
    analytics: analyticsConfigOf(e),
    limits: {
      enquiriesPerMinute: e.ENQUIRY_RATE_LIMIT_PER_MINUTE,
      notFoundPerMinute: e.NOT_FOUND_RATE_LIMIT_PER_MINUTE,
      bodyBytes: 32 * 1024,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      // Headers are part of the request, and Node refuses a longer limit for them.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    },
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    live: { iceServers: e.LIVE_ICE_SERVERS, iceTransportPolicy: e.LIVE_ICE_TRANSPORT_POLICY },
    trustProxy: e.TRUST_PROXY,
    publicOrigin,
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    studio: studioConfigOf(e),
    jobConcurrency: e.STUDIO_JOB_CONCURRENCY,
    faceProposals: e.FACE_PROPOSALS === 'on',
    metrics: e.METRICS_PORT === 'off' ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}

function analyticsConfigOf(e: z.infer<typeof envSchema>): AnalyticsConfig {
  const summaryWebhook = summaryWebhookOf(e);
  return {
    enabled: e.ANALYTICS === 'on',
    rawRetentionDays: e.ANALYTICS_RAW_RETENTION_DAYS,
    batchesPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    ...(summaryWebhook ? { summaryWebhook } : {}),
  };
}

/** A webhook of its own, `off`, or (unset) the enquiry webhook with its secret. */
function summaryWebhookOf(e: z.infer<typeof envSchema>): { url: string; secret?: string } | undefined {
  const url = e.ANALYTICS_SUMMARY_WEBHOOK_URL;
  if (url === 'off') return undefined;
  if (url)
    return {
      url,
      ...(e.ANALYTICS_SUMMARY_WEBHOOK_SECRET ? { secret: e.ANALYTICS_SUMMARY_WEBHOOK_SECRET } : {}),
    };
  if (!e.ENQUIRY_WEBHOOK_URL) return undefined;
  return {
    url: e.ENQUIRY_WEBHOOK_URL,
    ...(e.ENQUIRY_WEBHOOK_SECRET ? { secret: e.ENQUIRY_WEBHOOK_SECRET } : {}),
  };
}

function studioConfigOf(e: z.infer<typeof envSchema>): StudioConfig | null {
  if (e.STUDIO_PORT === 'off') return null;
  return {
    port: e.STUDIO_PORT,
    ...(e.STUDIO_ORIGIN ? { origin: e.STUDIO_ORIGIN } : {}),
    distDir: e.STUDIO_DIST_DIR,
    sessionIdleMs: e.STUDIO_SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.STUDIO_SESSION_MAX_HOURS * 3_600_000,
    uploadQuota: {
      perAccountBytes: e.STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB * MIB,
      perTourBytes: e.STUDIO_UPLOAD_QUOTA_TOUR_MIB * MIB,
    },
  };
}

/** Why enquiries are refused, or `null` when they are accepted (with or without verification). */
export function enquiriesBlockedReason(config: ServerConfig): string | null {
  if (config.recaptcha.secret || !config.public.production) return null;
  return 'RECAPTCHA_SECRET is not set in a production environment, so enquiries cannot be verified.';
}
