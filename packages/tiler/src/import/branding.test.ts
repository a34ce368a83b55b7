import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TILE_SIZE, tileUrl } from '@tourview/schema';
import { openStorage } from '@tourview/storage';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { FIXTURES, colourDistance, pixelAt, temporaryDataDir } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { importTour } from './import-tour.js';

const data = freshDataDirEachTest();
const BLUE = [30, 60, 200] as const;

function blueLogo(width: number, height: number): Promise<Buffer> {
  const [r, g, b] = BLUE;
  return sharp({ create: { width, height, channels: 4, background: { r, g, b, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The cube-colours tour in a folder of its own, with `extra` lines added to its manifest. */
async function tourFolder(extra: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  const scratch = await temporaryDataDir();
  const folder = join(scratch.dataDir, 'tour');
  cpSync(join(FIXTURES, 'cube-colours'), folder, { recursive: true });
  writeFileSync(join(folder, 'tour.yaml'), readFileSync(join(folder, 'tour.yaml'), 'utf8') + extra);
  return { folder, remove: scratch.remove };
}

describe('branding at publish', () => {
  it('takes the studio’s name and logo, the tour’s own accent, and puts the logo on the share image', async () => {
    const storage = await openStorage({ dataDir: data.dataDir });
    await storage.putAgencyBranding({
      name: 'Canal Homes',
      accent: '#38bdf8',
      logo: { type: 'image/png', bytes: await blueLogo(400, 160) },
      tripodCover: null,
    });
    await storage.close();
    const source = await tourFolder('branding:\n  accent: "#FBBF24"\n');
    try {
      await importTour({ folder: source.folder, dataDir: data.dataDir, code: 'branded', threads: 2 });
    } finally {
      await source.remove();
    }
    const tour = await showTour(data, 'branded');
    expect(tour.branding).toMatchObject({ name: 'Canal Homes', accent: '#fbbf24' });
    const { logo, shareImage } = tour.branding ?? {};
    expect(logo).toMatch(/\/files\/agency-logo\.webp$/);
    expect(existsSync(data.mediaFile(logo ?? ''))).toBe(true);
    expect(await sharp(data.mediaFile(logo ?? '')).metadata()).toMatchObject({ width: 400, height: 160 });
    const branded = data.mediaFile(shareImage?.url ?? '');
    const plain = data.mediaFile(tour.shareImage?.url ?? '');
    // The logo sits on a white card in the top-left corner; the plain image shows the red front face there.
    expect(colourDistance(await pixelAt(branded, 32 + 16 + 20, 32 + 16 + 20), BLUE)).toBeLessThan(40);
    expect(colourDistance(await pixelAt(branded, 32 + 4, 32 + 60), [255, 255, 255])).toBeLessThan(40);
    expect(colourDistance(await pixelAt(plain, 32 + 16 + 20, 32 + 16 + 20), BLUE)).toBeGreaterThan(100);
    expect(colourDistance(await pixelAt(branded, 1100, 500), await pixelAt(plain, 1100, 500))).toBeLessThan(
      12,
    );
  });

  it('gives a tour without any branding no branding', async () => {
    await importTour({ folder: join(FIXTURES, 'cube-colours'), dataDir: data.dataDir, threads: 2 });
    expect((await showTour(data, 'cube-colours')).branding).toBeUndefined();
  });

  it('covers the tripod with the studio’s cover, its logo inside, where the tour sets none; the tour’s own wins', async () => {
    const storage = await openStorage({ dataDir: data.dataDir });
    await storage.putAgencyBranding({
      name: null,
      accent: null,
      logo: { type: 'image/png', bytes: await blueLogo(200, 200) },
      tripodCover: { size: 20, colour: '#00ff00', logo: true },
    });
    await storage.close();
    /** The colour straight down, and 18° from it (inside the disc, outside the logo's square). */
    const nadir = async (code: string) => {
      const scene = (await showTour(data, code)).scenes[0];
      const size = scene?.panorama.levels[0]?.size ?? 0;
      const at = async (offset: number) => {
        const [px, py] = [size / 2, size / 2 - offset];
        const [x, y] = [Math.floor(px / DEFAULT_TILE_SIZE), Math.floor(py / DEFAULT_TILE_SIZE)];
        const tile = data.mediaFile(tileUrl(scene?.panorama.tileUrl ?? '', { z: 0, face: 'd', x, y }));
        return pixelAt(tile, px - x * DEFAULT_TILE_SIZE, py - y * DEFAULT_TILE_SIZE);
      };
      return { down: await at(0), rim: await at((size / 2) * Math.tan((18 * Math.PI) / 180)) };
    };
    await importTour({ folder: join(FIXTURES, 'cube-colours'), dataDir: data.dataDir, threads: 2 });
    const account = await nadir('cube-colours');
    expect(colourDistance(account.down, BLUE)).toBeLessThan(40);
    expect(colourDistance(account.rim, [0, 255, 0])).toBeLessThan(40);
    const source = await tourFolder('tripodCover: { size: 20, colour: "#FF8800" }\n');
    try {
      await importTour({ folder: source.folder, dataDir: data.dataDir, code: 'own-cover', threads: 2 });
    } finally {
      await source.remove();
    }
    const own = await nadir('own-cover');
    expect(colourDistance(own.down, [255, 136, 0])).toBeLessThan(40);
    expect(colourDistance(own.rim, [255, 136, 0])).toBeLessThan(40);
  });
});
