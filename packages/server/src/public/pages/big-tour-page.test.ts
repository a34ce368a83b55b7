import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROOM_ELEMENT_ID, TOUR_ELEMENT_ID, type FirstRoom, type Tour } from '@tourview/schema';
import { bigTrilingualTour, sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * What a 200-room tour's page may weigh, uncompressed: the built page and its configuration
 * (about 3 kB here, 9 kB in the real build) plus its first room with the inline preview. The
 * whole tour would be about 0.9 MB.
 */
const BIG_TOUR_PAGE_BUDGET_BYTES = 12 * 1024;

/** An inline preview as long as a real room's (the demo's are 650–910 characters). */
const INLINE = { dataUri: `data:image/webp;base64,UklGR${'A'.repeat(900)}`, faceSize: 32 };

function withInlinePreviews(tour: Tour): Tour {
  return {
    ...tour,
    scenes: tour.scenes.map((s) => ({
      ...s,
      panorama: { ...s.panorama, preview: { ...s.panorama.preview, inline: INLINE } },
    })),
  };
}

function jsonElement(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as unknown);
}

describe.each(DIALECTS)("a big tour's page on %s", (dialect) => {
  let t: TestApp;
  const small = withInlinePreviews(sampleTour('small1'));
  const big = bigTrilingualTour(small, 'big200');
  beforeAll(async () => {
    t = await startTestApp(dialect, { CDN_BASE_URL: 'https://cdn.example.com/media' });
    await t.storage.putTour(small);
    await t.storage.putTour(big);
  });
  afterAll(() => t.close());

  it('carries the first room only, within its budget, and preloads no preview', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(500 * 1024);
    const res = await t.app.inject('/big200');
    expect(res.statusCode).toBe(200);
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(BIG_TOUR_PAGE_BUDGET_BYTES);
    expect(jsonElement(res.body, TOUR_ELEMENT_ID)).toBeUndefined();
    const room = jsonElement(res.body, FIRST_ROOM_ELEMENT_ID) as FirstRoom;
    const start = big.scenes[0];
    expect(room).toEqual({
      code: 'big200',
      defaultLanguage: 'en',
      scene: {
        id: 'room-1',
        title: start?.title,
        panorama: start?.panorama,
        initialView: start?.initialView,
      },
    });
    expect(room.scene.panorama.preview.inline).toEqual(INLINE);
    expect(res.body).not.toContain('rel="preload" as="fetch"');
  });

  it('carries the room a shared link names', async () => {
    const res = await t.app.inject('/big200?scene=room-150&yaw=20');
    expect((jsonElement(res.body, FIRST_ROOM_ELEMENT_ID) as FirstRoom).scene.id).toBe('room-150');
  });

  it("carries a small tour whole, with the opening room's inline preview only", async () => {
    const res = await t.app.inject('/small1?scene=kitchen');
    expect(jsonElement(res.body, FIRST_ROOM_ELEMENT_ID)).toBeUndefined();
    const tour = jsonElement(res.body, TOUR_ELEMENT_ID) as Tour;
    expect(tour.scenes.map((s) => [s.id, s.panorama.preview.inline?.faceSize])).toEqual([
      ['living', undefined],
      ['kitchen', 32],
    ]);
    expect(res.body).not.toContain('rel="preload" as="fetch"');
  });

  it('answers the API without inline previews', async () => {
    const res = await t.app.inject('/api/public/tours/big200');
    const tour = res.json<Tour>();
    expect(tour.scenes).toHaveLength(200);
    expect(res.body).not.toContain('"inline"');
    expect(tour.scenes[0]?.panorama.preview).toEqual({
      url: big.scenes[0]?.panorama.preview.url,
      faceSize: 64,
    });
  });
});
