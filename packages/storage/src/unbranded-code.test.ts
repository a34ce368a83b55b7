import { describe, expect, it } from 'vitest';
import { isTourCode } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { StorageError } from './errors.js';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS } from './testing/scratch-storage.js';
import { newUnbrandedCode } from './unbranded-code.js';

describe('newUnbrandedCode', () => {
  it('makes valid tour codes that do not repeat', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newUnbrandedCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(isTourCode(code)).toBe(true);
  });
});

describe.each(DIALECTS)('unbranded codes on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('gives a published tour an unbranded code that finds its branded record', async () => {
    await db.storage.putTour(sampleTour('flat-one'));
    const unbranded = await db.storage.getUnbrandedCode('flat-one');
    expect(unbranded).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(unbranded).not.toContain('flat-one');
    const found = await db.storage.getTourByUnbrandedCode(unbranded ?? '');
    expect(found?.code).toBe('flat-one');
    expect(found?.json).toBe((await db.storage.getTourJson('flat-one'))?.json);
    expect(await db.storage.getTourJson(unbranded ?? '')).toBeNull();
  });

  it('keeps the unbranded code across republishes and restarts', async () => {
    await db.storage.putTour(sampleTour('flat-one'));
    const first = await db.storage.getUnbrandedCode('flat-one');
    await db.storage.putTour(sampleTour('flat-one', { title: 'Renamed' }));
    await db.reopen();
    expect(await db.storage.getUnbrandedCode('flat-one')).toBe(first);
  });

  it('gives each tour its own code and none to an unknown tour', async () => {
    await db.storage.putTour(sampleTour('flat-one'));
    await db.storage.putTour(sampleTour('flat-two'));
    expect(await db.storage.getUnbrandedCode('flat-one')).not.toBe(
      await db.storage.getUnbrandedCode('flat-two'),
    );
    expect(await db.storage.getUnbrandedCode('nope-nope')).toBeNull();
    expect(await db.storage.getTourByUnbrandedCode('nope-nope')).toBeNull();
  });

  it('refuses a tour whose code is another tour’s unbranded code', async () => {
    await db.storage.putTour(sampleTour('flat-one'));
    const unbranded = (await db.storage.getUnbrandedCode('flat-one')) ?? '';
    const error = await db.storage.putTour(sampleTour(unbranded)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('tour_exists');
    expect(await db.storage.getTourJson(unbranded)).toBeNull();
  });

  it('keeps the agency branding and refuses an accent that fails contrast', async () => {
    expect(await db.storage.getAgencyBranding()).toMatchObject({ name: null, accent: null, logo: null });
    const logo = { type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };
    await db.storage.putAgencyBranding({ name: 'Canal Homes', accent: '#fbbf24', logo, tripodCover: null });
    const error = await db.storage
      .putAgencyBranding({ name: 'Canal Homes', accent: '#1e3a8a', logo: null, tripodCover: null })
      .catch((e: unknown) => e);
    expect((error as StorageError).code).toBe('invalid_branding');
    const stored = await db.storage.getAgencyBranding();
    expect(stored).toMatchObject({ name: 'Canal Homes', accent: '#fbbf24', logo: { type: 'image/png' } });
    expect(stored.logo?.bytes.equals(logo.bytes)).toBe(true);
    expect(stored.tripodCover).toBeNull();
  });

  it('keeps the studio’s tripod cover for every tour, and forgets it when set to none', async () => {
    const tripodCover = { size: 18, colour: '#336699', logo: true };
    await db.storage.putAgencyBranding({ name: null, accent: null, logo: null, tripodCover });
    expect((await db.storage.getAgencyBranding()).tripodCover).toEqual(tripodCover);
    await db.storage.putAgencyBranding({ name: null, accent: null, logo: null, tripodCover: null });
    expect((await db.storage.getAgencyBranding()).tripodCover).toBeNull();
  });
});
