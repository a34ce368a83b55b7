import sharp, { type Sharp } from 'sharp';
import { launchBrowser } from '../e2e/support/browser.js';
import { HEIGHT, paintPanorama, WIDTH } from './bench-panorama.js';
import { FAST_4G } from './network.js';

/** The tile encodings compared: what the tiler ships, and AVIF at a like-for-like look. */
const FORMATS: Record<string, { mime: string; encode: (s: Sharp) => Sharp }> = {
  webpQ80Effort0: { mime: 'image/webp', encode: (s) => s.webp({ quality: 80, effort: 0 }) },
  avifQ50Effort0: { mime: 'image/avif', encode: (s) => s.avif({ quality: 50, effort: 0 }) },
  avifQ50Effort4: { mime: 'image/avif', encode: (s) => s.avif({ quality: 50, effort: 4 }) },
};
const TILE = 512;
const ROUNDS = 5;

/** The 16 tiles of a 2048-px crop of the bench panorama, raw RGB. */
async function crop(): Promise<Buffer> {
  return sharp(paintPanorama(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .extract({ left: 3072, top: 1024, width: 2048, height: 2048 })
    .raw()
    .toBuffer();
}

async function encodeAll(
  face: Buffer,
  encode: (s: Sharp) => Sharp,
): Promise<{ ms: number; tiles: Buffer[] }> {
  const started = performance.now();
  const jobs: Promise<Buffer>[] = [];
  for (let y = 0; y < 4; y++) {
    for (let x = 0; x < 4; x++) {
      const tile = sharp(face, { raw: { width: 2048, height: 2048, channels: 3 } }).extract({
        left: x * TILE,
        top: y * TILE,
        width: TILE,
        height: TILE,
      });
      jobs.push(encode(tile).toBuffer());
    }
  }
  const tiles = await Promise.all(jobs);
  return { ms: performance.now() - started, tiles };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? -1;

/**
 * WebP against AVIF for tiles: bytes, encode time (sharp, 2 cores), decode time in Chromium
 * (`createImageBitmap`, as the engine decodes, the 16 tiles one after another, median of 5)
 * and what the visitor waits for on Fast-4G: the bytes' transfer plus the decode.
 */
export async function runTileFormatBench(): Promise<Record<string, number | string>> {
  const face = await crop();
  const browser = await launchBrowser();
  const report: Record<string, number | string> = {};
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    for (const [name, { mime, encode }] of Object.entries(FORMATS)) {
      const { ms, tiles } = await encodeAll(face, encode);
      const bytes = tiles.reduce((n, t) => n + t.length, 0);
      const decodeMs: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        decodeMs.push(
          await page.evaluate(
            async ({ list, type }) => {
              const blobs = list.map(
                (b64) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type }),
              );
              const started = performance.now();
              for (const blob of blobs) (await createImageBitmap(blob)).close();
              return performance.now() - started;
            },
            { list: tiles.map((t) => t.toString('base64')), type: mime },
          ),
        );
      }
      const decode = median(decodeMs);
      report[`${name}.bytes16Tiles`] = bytes;
      report[`${name}.encodeMs16Tiles`] = Math.round(ms);
      report[`${name}.chromiumDecodeMs16Tiles`] = Math.round(decode);
      report[`${name}.fast4gTransferPlusDecodeMs`] = Math.round(
        (bytes / FAST_4G.downloadThroughput) * 1000 + decode,
      );
    }
    return report;
  } finally {
    await browser.close();
  }
}
