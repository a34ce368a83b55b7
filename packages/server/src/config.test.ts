import { readFileSync } from 'node:fs';
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
    expect(config.public).toEqual(PRESETS.local);
    expect(config).toMatchObject({ appEnv: 'local', port: 8080, host: '0.0.0.0' });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.appDistDir).toMatch(/packages[/\\]app[/\\]dist$/);
    expect(config.recaptcha).toEqual({
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      timeoutMs: 3000,
      hostnames: [],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.enquiryWebhook).toBeUndefined();
  });

  it('ships a stage preset that is production with https URLs', () => {
    const config = loadConfig({ APP_ENV: 'stage' });
    expect(config.public).toMatchObject({ envName: 'stage', production: true });
    expect(config.public.cdnBaseUrl).toMatch(/^https:\/\//);
    expect(config.public.loanCalculatorUrl).toMatch(/^https:\/\/.+\/tools\//);
  });

  it('produces exactly the browser config schema for every preset', () => {
    for (const appEnv of ['local', 'stage']) {
      expect(() => publicConfigSchema.parse(loadConfig({ APP_ENV: appEnv }).public)).not.toThrow();
    }
  });

  it('lets each variable override its preset value', () => {
    const config = loadConfig({
      APP_ENV: 'stage',
      CDN_BASE_URL: 'https://cdn.example.com/m',
      FIREBASE_PROJECT_ID: 'other-project',
      FIREBASE_MEASUREMENT_ID: 'G-123',
      RECAPTCHA_SITE_KEY: 'site-key',
      LOAN_CALCULATOR_URL: 'https://bank.example/tools/loan',
      PUBLIC_DATA_API_BASE_URL: '/api/v2',
      PORT: '9090',
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_HOSTNAMES: 'a.example, b.example',
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
    expect(config.recaptcha).toMatchObject({ minScore: 0.7, hostnames: ['a.example', 'b.example'] });
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

  it('says enquiries are blocked only in production without a secret', () => {
    expect(enquiriesBlockedReason(loadConfig({ APP_ENV: 'stage' }))).toMatch(/RECAPTCHA_SECRET/);
    expect(enquiriesBlockedReason(loadConfig({ APP_ENV: 'stage', RECAPTCHA_SECRET: 's' }))).toBeNull();
    expect(enquiriesBlockedReason(loadConfig({ APP_ENV: 'local' }))).toBeNull();
  });
});

describe('.env.example', () => {
  const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]);

  it('documents every variable the server reads, and no other', () => {
    expect(entries.map(([name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('holds values that load as the defaults', () => {
    expect(loadConfig(Object.fromEntries(entries))).toEqual(loadConfig({}));
  });
});
