import type { Manifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openSourceStore } from '@tourview/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';

describe('a draft floor plan’s image', () => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  let folder = '';
  const sha = { plan: '', panorama: '' };
  beforeAll(async () => {
    t = await startStudioTestApp('sqlite');
    editor = await t.accountWithSession('ed@example.com', 'editor');
    other = await t.accountWithSession('other@example.com', 'editor');
    const manifest = { title: 'Plans', property: sampleTour().property, scenes: [] } as unknown as Manifest;
    await t.storage.createDraft('plans-1', manifest, null);
    await t.storage.setTours(editor.id, ['plans-1']);
    folder = await mkdtemp(join(tmpdir(), 'tourview-plan-test-'));
    // 4000×1000 and blue on its left half: larger than the editor is shown, with a side to find.
    const file = join(folder, 'plan.png');
    const left = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#ffffff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toFile(file);
    const sources = openSourceStore(t.config);
    sha.plan = (await sources.put(file)).sha256;
    const put = (name: string, kind: 'plan' | 'panorama', sha256: string) =>
      t.storage.putDraftFile('plans-1', {
        name,
        kind,
        sha256,
        bytes: 1,
        uploadedBy: null,
        uploadedAt: new Date().toISOString(),
      });
    await put('plan.png', 'plan', sha.plan);
    await writeFileOf(join(folder, 'other.png'));
    sha.panorama = (await sources.put(join(folder, 'other.png'))).sha256;
    await put('pano.png', 'panorama', sha.panorama);
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const get = (session: string, hash: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/plans-1/draft/plans/${hash}.webp`,
      headers: t.headers(session),
    });

  it('serves the plan scaled to 2048 px on its long side, content-addressed and kept by the browser', async () => {
    const res = await get(editor.session, sha.plan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2048, 512]);
    const pixel = (x: number) => [
      ...data.subarray((256 * info.width + x) * 3, (256 * info.width + x) * 3 + 3),
    ];
    expect(pixel(500)[2]).toBeGreaterThan(200);
    expect(pixel(1500)[0]).toBeGreaterThan(200);
  });

  it('answers 404 to a stranger, for a file not in the draft and for a panorama', async () => {
    expect((await get(other.session, sha.plan)).statusCode).toBe(404);
    expect((await get(editor.session, 'a'.repeat(64))).statusCode).toBe(404);
    expect((await get(editor.session, sha.panorama)).statusCode).toBe(404);
  });
});

async function writeFileOf(file: string): Promise<void> {
  await sharp({ create: { width: 64, height: 32, channels: 3, background: '#808080' } })
    .png()
    .toFile(file);
}
