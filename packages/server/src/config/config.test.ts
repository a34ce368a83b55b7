import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@tourview/schema';
import { CONFIG_VARIABLES, ConfigError, enquiriesBlockedReason, loadConfig } from './config.js';
import { PRESETS } from './config-presets.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('defaults to the local preset with the documented server defaults', () => {
    const config = loadConfig({});
    expect(config.public).toEqual({
      ...PRESETS.local,
      publicOrigin: 'http://localhost:8080',
      embedOrigins: [],
    });
    expect(config).toMatchObject({ appEnv: 'local', port: 8080, host: '0.0.0.0' });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.appDistDir).toMatch(/packages[/\\]app[/\\]dist$/);
    expect(config.recaptcha).toEqual({
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      timeoutMs: 3000,
      allowedHostnames: ['localhost', '127.0.0.1'],
    });
    expect(config.trustProxy).toBe(false);
    expect(config.limits).toMatchObject({ requestTimeoutMs: 20_000, headersTimeoutMs: 10_000 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.enquiryWebhook).toBeUndefined();
  });

  it('ships a stage preset that is production with https URLs', () => {
    const config = loadConfig({ APP_ENV: 'stage', PUBLIC_ORIGIN: 'https://tours.example.com' });
    expect(config.public).toMatchObject({ envName: 'stage', production: true });
    expect(config.public.cdnBaseUrl).toMatch(/^https:\/\//);
    expect(config.public.loanCalculatorUrl).toMatch(/^https:\/\/.+\/tools\//);
  });

  it('produces exactly the browser config schema for every preset', () => {
    for (const appEnv of ['local', 'stage']) {
      const env = { APP_ENV: appEnv, PUBLIC_ORIGIN: 'https://tours.example.com' };
      expect(() => publicConfigSchema.parse(loadConfig(env).public)).not.toThrow();
    }
  });

  it('lets each variable override its preset value', () => {
    const config = loadConfig({
      APP_ENV: 'stage',
      PUBLIC_ORIGIN: 'https://tours.example.com',
      CDN_BASE_URL: 'https://cdn.example.com/m',
      FIREBASE_PROJECT_ID: 'other-project',
      FIREBASE_MEASUREMENT_ID: 'G-123',
      RECAPTCHA_SITE_KEY: 'site-key',
      LOAN_CALCULATOR_URL: 'https://bank.example/tools/loan',
      PUBLIC_DATA_API_BASE_URL: '/api/v2',
      PORT: '9090',
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_ALLOWED_HOSTNAMES: 'a.example, b.example',
      ENQUIRY_WEBHOOK_URL: 'https://hooks.example/enquiry',
      DATABASE_URL: 'postgres://u@db:5432/tourview',
    });
    expect(config.public).toMatchObject({
      envName: 'stage',
      cdnBaseUrl: 'https://cdn.example.com/m',
      recaptchaSiteKey: 'site-key',
      loanCalculatorUrl: 'https://bank.example/tools/loan',
      publicDataApiBaseUrl: '/api/v2',
    });
    expect(config.public.firebase).toMatchObject({ projectId: 'other-project', measurementId: 'G-123' });
    expect(config.public.firebase.apiKey).toBe(PRESETS.stage.firebase.apiKey);
    expect(config).toMatchObject({ port: 9090, databaseUrl: 'postgres://u@db:5432/tourview' });
    expect(config.recaptcha).toMatchObject({ minScore: 0.7, allowedHostnames: ['a.example', 'b.example'] });
    expect(config.enquiryWebhook).toEqual({ url: 'https://hooks.example/enquiry' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', RECAPTCHA_SECRET: '', CDN_BASE_URL: '' }).port).toBe(8080);
  });

  it('lists every problem at once, named by variable', () => {
    const problems = problemsOf({
      APP_ENV: 'prod',
      PORT: 'eighty',
      RECAPTCHA_MIN_SCORE: '2',
      DATABASE_URL: 'mysql://x',
      LOAN_CALCULATOR_URL: 'ftp://x',
      CDN_BASE_URL: 'cdn.example.com',
    });
    const joined = problems.join('\n');
    for (const name of [
      'APP_ENV',
      'PORT',
      'RECAPTCHA_MIN_SCORE',
      'DATABASE_URL',
      'LOAN_CALCULATOR_URL',
      'CDN_BASE_URL',
    ]) {
      expect(joined).toContain(`${name}:`);
    }
    expect(problems).toHaveLength(6);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies, never "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    const [refused] = problemsOf({ TRUST_PROXY: 'true' });
    expect(refused).toMatch(/^TRUST_PROXY: .*every X-Forwarded-For.*\(e\.g\. 1\).*10\.0\.0\.0\/8/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33,proxy.internal' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: .*10\.0\.0\.0\/33, proxy\.internal/),
    ]);
  });

  it('refuses a production preset that verifies enquiries without RECAPTCHA_ALLOWED_HOSTNAMES', () => {
    const stage = { APP_ENV: 'stage', PUBLIC_ORIGIN: 'https://tours.example.com' };
    const problems = problemsOf({ ...stage, RECAPTCHA_SECRET: 's', PORT: 'x' });
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/^RECAPTCHA_ALLOWED_HOSTNAMES: required in production/);
    expect(problemsOf({ ...stage, RECAPTCHA_SECRET: 's', RECAPTCHA_ALLOWED_HOSTNAMES: ' , ' })).toHaveLength(
      1,
    );
    const config = loadConfig({
      ...stage,
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_ALLOWED_HOSTNAMES: 'a.example',
    });
    expect(config.recaptcha.allowedHostnames).toEqual(['a.example']);
    expect(loadConfig(stage).recaptcha.allowedHostnames).toEqual([]);
  });

  it('requires PUBLIC_ORIGIN, a bare origin, in production; local defaults to its own port', () => {
    expect(problemsOf({ APP_ENV: 'stage' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN: required in production/),
    ]);
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://tours.example.com/app' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN: .*is not a bare http\(s\) origin/),
    ]);
    expect(loadConfig({ APP_ENV: 'stage', PUBLIC_ORIGIN: 'https://tours.example.com' }).publicOrigin).toBe(
      'https://tours.example.com',
    );
    expect(loadConfig({ PORT: '9090' }).publicOrigin).toBe('http://localhost:9090');
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
  });

  it('reads EMBED_ALLOWED_ORIGINS as space-separated bare origins, none by default', () => {
    expect(loadConfig({}).embedAllowedOrigins).toEqual([]);
    expect(
      loadConfig({ EMBED_ALLOWED_ORIGINS: ' https://portal.example  http://cms.example:8080 ' })
        .embedAllowedOrigins,
    ).toEqual(['https://portal.example', 'http://cms.example:8080']);
    for (const bad of [
      'https://portal.example/',
      'portal.example',
      'ftp://portal.example',
      "https://a.example 'none'",
    ])
      expect(problemsOf({ EMBED_ALLOWED_ORIGINS: bad })).toEqual([
        expect.stringMatching(/^EMBED_ALLOWED_ORIGINS.*is not a bare http\(s\) origin/),
      ]);
  });

  it('reads EMBED_ALLOWED_ORIGINS=* as any site, which stands alone', () => {
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: ' * ' }).embedAllowedOrigins).toEqual(['*']);
    expect(problemsOf({ EMBED_ALLOWED_ORIGINS: '* https://portal.example' })).toEqual([
      expect.stringMatching(/^EMBED_ALLOWED_ORIGINS.*\* stands alone/),
    ]);
  });

  it('never lets the headers time-out exceed the request time-out', () => {
    const config = loadConfig({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '5000' });
    expect(config.limits).toMatchObject({ requestTimeoutMs: 2000, headersTimeoutMs: 2000 });
  });

  it('runs one job per core unless STUDIO_JOB_CONCURRENCY says otherwise (0: none)', () => {
    expect(loadConfig({}).jobConcurrency).toBe(availableParallelism());
    expect(loadConfig({ STUDIO_JOB_CONCURRENCY: '0' }).jobConcurrency).toBe(0);
    expect(problemsOf({ STUDIO_JOB_CONCURRENCY: '-1' })).toEqual([
      expect.stringMatching(/^STUDIO_JOB_CONCURRENCY:/),
    ]);
    expect(problemsOf({ STUDIO_JOB_CONCURRENCY: 'many' })).toEqual([
      expect.stringMatching(/^STUDIO_JOB_CONCURRENCY:/),
    ]);
  });

  it('looks for faces at inspection unless FACE_PROPOSALS=off', () => {
    expect(loadConfig({}).faceProposals).toBe(true);
    expect(loadConfig({ FACE_PROPOSALS: 'off' }).faceProposals).toBe(false);
    expect(problemsOf({ FACE_PROPOSALS: 'no' })).toEqual([expect.stringMatching(/^FACE_PROPOSALS:/)]);
  });

  it('reads the upload quotas in MiB, 20 GiB an account and 10 GiB a tour by default', () => {
    expect(loadConfig({}).studio?.uploadQuota).toEqual({
      perAccountBytes: 20 * 2 ** 30,
      perTourBytes: 10 * 2 ** 30,
    });
    const set = loadConfig({ STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB: '3', STUDIO_UPLOAD_QUOTA_TOUR_MIB: '2' });
    expect(set.studio?.uploadQuota).toEqual({ perAccountBytes: 3 * 2 ** 20, perTourBytes: 2 * 2 ** 20 });
    expect(
      problemsOf({ STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB: '0', STUDIO_UPLOAD_QUOTA_TOUR_MIB: 'lots' }),
    ).toEqual([
      expect.stringMatching(/^STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB:/),
      expect.stringMatching(/^STUDIO_UPLOAD_QUOTA_TOUR_MIB:/),
    ]);
  });

  it('says enquiries are blocked only in production without a secret', () => {
    expect(
      enquiriesBlockedReason(loadConfig({ APP_ENV: 'stage', PUBLIC_ORIGIN: 'https://t.example' })),
    ).toMatch(/RECAPTCHA_SECRET/);
    expect(
      enquiriesBlockedReason(
        loadConfig({
          APP_ENV: 'stage',
          PUBLIC_ORIGIN: 'https://t.example',
          RECAPTCHA_SECRET: 's',
          RECAPTCHA_ALLOWED_HOSTNAMES: 'a.example',
        }),
      ),
    ).toBeNull();
    expect(enquiriesBlockedReason(loadConfig({ APP_ENV: 'local' }))).toBeNull();
  });
});

describe('the weekly summary webhook', () => {
  const enquiry = {
    ENQUIRY_WEBHOOK_URL: 'https://hooks.example/enquiries',
    ENQUIRY_WEBHOOK_SECRET: 's'.repeat(16),
  };

  it('is the enquiry webhook, with its secret, unless it has one of its own or is off', () => {
    expect(loadConfig({}).analytics.summaryWebhook).toBeUndefined();
    expect(loadConfig(enquiry).analytics.summaryWebhook).toEqual({
      url: 'https://hooks.example/enquiries',
      secret: 's'.repeat(16),
    });
    expect(
      loadConfig({ ...enquiry, ANALYTICS_SUMMARY_WEBHOOK_URL: 'https://hooks.example/weekly' }).analytics
        .summaryWebhook,
    ).toEqual({ url: 'https://hooks.example/weekly' });
    expect(
      loadConfig({ ...enquiry, ANALYTICS_SUMMARY_WEBHOOK_URL: 'off' }).analytics.summaryWebhook,
    ).toBeUndefined();
  });

  it('refuses what is no http(s) URL, and a short secret', () => {
    expect(
      problemsOf({ ANALYTICS_SUMMARY_WEBHOOK_URL: 'ftp://x', ANALYTICS_SUMMARY_WEBHOOK_SECRET: 'short' }),
    ).toHaveLength(2);
  });
});

describe('.env.example', () => {
  const text = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]);

  it('documents every variable the server reads, and no other', () => {
    expect(entries.map(([name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('holds values that load as the defaults', () => {
    expect(loadConfig(Object.fromEntries(entries))).toEqual(loadConfig({}));
  });
});
