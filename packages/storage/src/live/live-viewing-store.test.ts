import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';
import type { NewLiveViewing } from './live-types.js';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const HOUR = 3_600_000;

function viewing(id: string, overrides: Partial<NewLiveViewing> = {}): NewLiveViewing {
  return {
    id,
    tourCode: 'demo',
    hostName: 'Anna',
    hostKey: `host-key-of-${id}`,
    guestToken: `guest-token-of-${id}`,
    createdBy: null,
    createdAt: T0,
    expiresAt: new Date(T0.getTime() + HOUR),
    ...overrides,
  };
}

describe.each(DIALECTS)('live viewings on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('opens a viewing by its host key as host and by its guest token as guest, never crosswise', async () => {
    await db.storage.createLiveViewing(viewing('v1'));
    const asHost = await db.storage.openLiveViewing('host', 'host-key-of-v1', T0);
    expect(asHost).toMatchObject({ id: 'v1', tourCode: 'demo', hostName: 'Anna', endedAt: null });
    expect((await db.storage.openLiveViewing('guest', 'guest-token-of-v1', T0))?.id).toBe('v1');
    expect(await db.storage.openLiveViewing('guest', 'host-key-of-v1', T0)).toBeUndefined();
    expect(await db.storage.openLiveViewing('host', 'guest-token-of-v1', T0)).toBeUndefined();
    expect(await db.storage.openLiveViewing('guest', 'guessed', T0)).toBeUndefined();
  });

  it('refuses an expired viewing and an ended one, and ends a viewing once', async () => {
    await db.storage.createLiveViewing(viewing('v1'));
    await db.storage.createLiveViewing(viewing('v2'));
    expect(
      await db.storage.openLiveViewing('guest', 'guest-token-of-v1', new Date(T0.getTime() + HOUR)),
    ).toBe(undefined);
    expect(await db.storage.endLiveViewing('v2', T0)).toBe(true);
    expect(await db.storage.endLiveViewing('v2', T0)).toBe(false);
    expect(await db.storage.endLiveViewing('missing', T0)).toBe(false);
    expect(await db.storage.openLiveViewing('host', 'host-key-of-v2', T0)).toBeUndefined();
    expect((await db.storage.liveViewing('v2'))?.endedAt).toEqual(T0);
  });

  it('ends the running viewings one account started, and answers which', async () => {
    await db.storage.createLiveViewing(viewing('mine', { createdBy: 'anna@example.com' }));
    await db.storage.createLiveViewing(viewing('ended', { createdBy: 'anna@example.com' }));
    await db.storage.createLiveViewing(
      viewing('expired', { createdBy: 'anna@example.com', expiresAt: new Date(T0.getTime() - 1) }),
    );
    await db.storage.createLiveViewing(viewing('theirs', { createdBy: 'ben@example.com' }));
    await db.storage.endLiveViewing('ended', T0);
    expect(await db.storage.endLiveViewingsBy('anna@example.com', T0)).toEqual(['mine']);
    expect(await db.storage.openLiveViewing('host', 'host-key-of-mine', T0)).toBeUndefined();
    expect((await db.storage.openLiveViewing('host', 'host-key-of-theirs', T0))?.id).toBe('theirs');
    expect(await db.storage.endLiveViewingsBy('anna@example.com', T0)).toEqual([]);
  });

  it("lists a tour's viewings newest first", async () => {
    await db.storage.createLiveViewing(viewing('old'));
    await db.storage.createLiveViewing(viewing('new', { createdAt: new Date(T0.getTime() + 1000) }));
    await db.storage.createLiveViewing(viewing('other', { tourCode: 'other' }));
    const listed = await db.storage.liveViewingsOfTour('demo');
    expect(listed.map((v) => v.id)).toEqual(['new', 'old']);
  });
});
