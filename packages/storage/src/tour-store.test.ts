import { describe, expect, it } from 'vitest';
import { openStorage } from './open-storage.js';
import { InvalidTourError } from './errors.js';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS, scratchStorage } from './testing/scratch-storage.js';
import { sampleTour } from '@tourview/schema/testing';

describe.each(DIALECTS)('tour store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('reports its dialect', () => {
    expect(db.storage.dialect).toBe(dialect);
  });

  it('stores a tour and reads back the same record', async () => {
    const tour = sampleTour('abc123');
    await db.storage.putTour(tour);
    const stored = await db.storage.getTour('abc123');
    expect(stored?.tour).toEqual(tour);
    expect(JSON.parse((await db.storage.getTourJson('abc123'))?.json ?? 'null')).toEqual(tour);
  });

  it('finds a code that differs only by letter case, and nothing else', async () => {
    await db.storage.putTour(sampleTour('demo-Flat_1'));
    expect(await db.storage.findTourCodeIgnoringCase('DEMO-flat_1')).toBe('demo-Flat_1');
    expect(await db.storage.findTourCodeIgnoringCase('demo-Flat_1')).toBe('demo-Flat_1');
    expect(await db.storage.findTourCodeIgnoringCase('demo-flat-1')).toBeNull();
    expect(await db.storage.findTourCodeIgnoringCase('demo-Flat_')).toBeNull();
    expect(await db.storage.findTourCodeIgnoringCase('demo_Flat_1')).toBeNull();
    expect(await db.storage.getTour('DEMO-flat_1')).toBeNull();
  });

  it('answers null for an unknown code', async () => {
    expect(await db.storage.getTour('nope-nope')).toBeNull();
    expect(await db.storage.getTourJson('nope-nope')).toBeNull();
  });

  it('replaces a tour and changes its version only when the record changes', async () => {
    await db.storage.putTour(sampleTour('abc123'));
    const first = await db.storage.getTour('abc123');
    await db.storage.putTour(sampleTour('abc123'));
    expect((await db.storage.getTour('abc123'))?.version).toBe(first?.version);
    await db.storage.putTour(sampleTour('abc123', { title: 'Renamed' }));
    const renamed = await db.storage.getTour('abc123');
    expect(renamed?.tour.title).toBe('Renamed');
    expect(renamed?.version).not.toBe(first?.version);
    expect(await db.storage.listTours()).toHaveLength(1);
  });

  it('rejects an invalid record with every problem and keeps the old one', async () => {
    await db.storage.putTour(sampleTour('abc123'));
    const broken = sampleTour('abc123', { startScene: 'attic', title: '' });
    const error = await db.storage.putTour(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTourError);
    expect(error).toMatchObject({ code: 'invalid_tour', name: 'InvalidTourError' });
    expect((error as InvalidTourError).problems.join('\n')).toMatch(/startScene: No scene "attic"/);
    expect((error as InvalidTourError).problems.join('\n')).toMatch(/title/);
    expect((await db.storage.getTour('abc123'))?.tour.title).toBe(sampleTour().title);
  });

  it('lists a tour titled per language by its title in its default language', async () => {
    const title = { en: 'Flat', de: 'Wohnung' };
    await db.storage.putTour(sampleTour('multi1', { title, defaultLanguage: 'de' }));
    expect((await db.storage.listTours())[0]?.title).toBe('Wohnung');
    expect((await db.storage.getTour('multi1'))?.tour.title).toEqual(title);
  });

  it('lists tours newest first with their scene counts', async () => {
    await db.storage.putTour(sampleTour('older', { updatedAt: '2026-01-01T00:00:00.000Z' }));
    await db.storage.putTour(sampleTour('newer', { updatedAt: '2026-03-01T00:00:00.000Z' }));
    expect(await db.storage.listTours()).toEqual([
      { code: 'newer', title: sampleTour().title, scenes: 2, updatedAt: '2026-03-01T00:00:00.000Z' },
      { code: 'older', title: sampleTour().title, scenes: 2, updatedAt: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('removes a tour once', async () => {
    await db.storage.putTour(sampleTour('abc123'));
    expect(await db.storage.removeTour('abc123')).toBe(true);
    expect(await db.storage.removeTour('abc123')).toBe(false);
    expect(await db.storage.getTour('abc123')).toBeNull();
  });

  it('treats SQL-looking codes as plain values', async () => {
    await db.storage.putTour(sampleTour('abc123'));
    expect(await db.storage.getTour("abc123' OR '1'='1")).toBeNull();
    expect(await db.storage.removeTour("x'; DROP TABLE tours; --")).toBe(false);
    expect(await db.storage.listTours()).toHaveLength(1);
  });

  it('reports healthy storage, with the time a query took', async () => {
    const health = await db.storage.health();
    expect(health).toMatchObject({ ok: true, dialect });
    expect(Number.isFinite(health.latencyMs)).toBe(true);
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports unhealthy storage once its connection is gone', async () => {
    const scratch = await scratchStorage(dialect);
    const storage = await openStorage(scratch.options);
    await storage.close();
    const health = await storage.health();
    await scratch.remove();
    expect(health).toMatchObject({ ok: false, dialect });
    expect(Number.isFinite(health.latencyMs)).toBe(true);
  });

  it('lets two processes open a fresh database at once (migrations take turns)', async () => {
    const fresh = await scratchStorage(dialect);
    const both = await Promise.all([openStorage(fresh.options), openStorage(fresh.options)]);
    await both[0].putTour(sampleTour('abc123'));
    expect((await both[1].getTour('abc123'))?.tour.code).toBe('abc123');
    await Promise.all(both.map((s) => s.close()));
    await fresh.remove();
  });

  it('keeps data across a reopen (migrations run again harmlessly)', async () => {
    await db.storage.putTour(sampleTour('abc123'));
    await db.reopen();
    expect((await db.storage.getTour('abc123'))?.tour.code).toBe('abc123');
  });
});
