import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';

describe.each(DIALECTS)('GET /api/public/health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('reports storage as healthy and is never cached', async () => {
    const res = await t.app.inject('/api/public/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, dialect });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the version and, from sources, the commit checked out', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const res = await t.app.inject('/api/public/health');
    expect(res.json()).toMatchObject({ version: pkg.version, commit: head });
  });

  it('answers 503 once storage is gone', async () => {
    // An app of its own, so the other tests keep their storage whatever the order.
    const down = await startTestApp(dialect);
    try {
      await down.storage.close();
      const res = await down.app.inject('/api/public/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ok: false, dialect });
      const tour = await down.app.inject('/api/public/tours/abc123');
      expect(tour.statusCode).toBe(503);
      expect(tour.json()).toMatchObject({ code: 'storage_unavailable' });
    } finally {
      await down.close();
    }
  });
});
