import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStorage } from '../open-storage.js';
import { DIALECTS, scratchStorage, type ScratchStorage } from '../testing/scratch-storage.js';
import type { Storage } from '../types.js';

const WEEK = '2026-11-16';
const now = new Date('2026-11-23T08:00:00Z');
const lease = { now, limit: 10, leaseMs: 60_000 };
const later = (ms: number) => new Date(now.getTime() + ms);

describe.each(DIALECTS)('weekly analytics summaries on %s', (dialect) => {
  let scratch: ScratchStorage;
  let instances: Storage[];
  beforeEach(async () => {
    scratch = await scratchStorage(dialect);
    const first = await openStorage(scratch.options);
    // A second instance on the same database, as another server process would open it.
    instances = [first, await openStorage(scratch.options)];
  });
  afterEach(async () => {
    for (const storage of instances) await storage.close();
    await scratch.remove();
  });
  const one = () => instances[0] as Storage;

  it('records one summary per tour and week, whichever of two racing instances adds it', async () => {
    const added = await Promise.all(
      instances.flatMap((storage, i) =>
        ['house', 'flat'].map((code) => storage.addAnalyticsSummary(code, WEEK, `{"from":${i}}`, now)),
      ),
    );
    expect(added.filter(Boolean)).toHaveLength(2);
    expect((await one().analyticsSummariesOf(WEEK)).sort()).toEqual(['flat', 'house']);
    expect(await one().analyticsSummariesOf('2026-11-23')).toEqual([]);
    expect(await one().addAnalyticsSummary('house', '2026-11-23', '{}', now)).toBe(true);
  });

  it('lets only one instance hold a due summary, retries a failed one when due and never a delivered one', async () => {
    await one().addAnalyticsSummary('house', WEEK, '{"n":1}', now);
    await one().addAnalyticsSummary('flat', WEEK, '{"n":2}', now);
    const claims = await Promise.all(instances.map((storage) => storage.claimDueAnalyticsSummaries(lease)));
    const claimed = claims.flat().map((s) => s.tourCode);
    expect(claimed.sort()).toEqual(['flat', 'house']);
    expect(await one().claimDueAnalyticsSummaries({ ...lease, now: later(1_000) })).toEqual([]);

    await one().markAnalyticsSummaryDelivered('house', WEEK, later(1_000));
    await one().markAnalyticsSummaryFailed('flat', WEEK, 'HTTP 503', later(10_000));
    expect(await one().claimDueAnalyticsSummaries({ ...lease, now: later(5_000) })).toEqual([]);
    expect(await one().claimDueAnalyticsSummaries({ ...lease, now: later(10_000) })).toEqual([
      { tourCode: 'flat', week: WEEK, payload: '{"n":2}', attempts: 1 },
    ]);
    // A worker that died holding it gives it up when its lease ends.
    expect(await one().claimDueAnalyticsSummaries({ ...lease, now: later(75_000) })).toEqual([
      { tourCode: 'flat', week: WEEK, payload: '{"n":2}', attempts: 1 },
    ]);
    expect(await one().claimDueAnalyticsSummaries({ ...lease, now: later(3_600_000) })).toHaveLength(1);
  });
});
