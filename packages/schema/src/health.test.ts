import { describe, expect, it } from 'vitest';
import { healthSchema } from './health.js';

describe('healthSchema', () => {
  it('accepts the storage health the server reports, and extra fields', () => {
    const body = { ok: true, dialect: 'sqlite', latencyMs: 0.4, version: '0.1.0' };
    expect(healthSchema.parse(body)).toEqual(body);
  });

  it('needs ok and rejects an unknown dialect or a negative latency', () => {
    expect(healthSchema.safeParse({ dialect: 'sqlite' }).success).toBe(false);
    expect(healthSchema.safeParse({ ok: true, dialect: 'mysql' }).success).toBe(false);
    expect(healthSchema.safeParse({ ok: true, latencyMs: -1 }).success).toBe(false);
  });
});
