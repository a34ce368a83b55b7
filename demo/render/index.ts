import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { bakeLighting } from './bake-lighting.js';
import { APARTMENT } from './model/apartment.js';
import { webVtt } from './outputs/captions.js';
import { renderFloorPlan } from './outputs/floor-plan.js';
import { buildManifest, FILES } from './outputs/manifest.js';
import type { Equirect } from './outputs/reproject.js';
import { encodeWalkthrough, posterJpeg } from './outputs/video.js';
import { planShots } from './outputs/video-script.js';
import { startPool } from './pool.js';
import { renderPanorama, roomCamera } from './render-panoramas.js';
import { sceneData, traceScene } from './trace/trace-scene.js';

const DEFAULT_OUT = fileURLToPath(new URL('../tour/', import.meta.url));
const log = (line: string) => console.log(`[demo:render] ${line}`);

async function renderAllPanoramas(out: string, width: number): Promise<void> {
  const data = sceneData(APARTMENT);
  const pool = startPool(data);
  try {
    const map = await bakeLighting(traceScene(data), pool, log);
    for (const room of APARTMENT.rooms) {
      const started = Date.now();
      const image = await renderPanorama(pool, map, roomCamera(room, APARTMENT.eyeHeight), width);
      await image.jpeg({ quality: 85, mozjpeg: true }).toFile(join(out, FILES.panorama(room.id)));
      log(`panorama ${room.id} (${width}×${width / 2}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await pool.close();
  }
}

async function loadPanoramas(out: string, width: number): Promise<Map<string, Equirect>> {
  const entries = await Promise.all(
    APARTMENT.rooms.map(async (room): Promise<[string, Equirect]> => {
      const file = await readFile(join(out, FILES.panorama(room.id)));
      const data = await sharp(file)
        .resize(width, width / 2)
        .removeAlpha()
        .raw()
        .toBuffer();
      return [room.id, { data, width, height: width / 2, heading: (room.camera.heading * Math.PI) / 180 }];
    }),
  );
  return new Map(entries);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      width: { type: 'string', default: '8192' },
      'skip-panoramas': { type: 'boolean', default: false },
      out: { type: 'string', default: DEFAULT_OUT },
    },
  });
  const width = Number(values.width);
  if (!Number.isInteger(width) || width < 256 || width % 2 !== 0)
    throw new Error(`--width must be an even integer ≥ 256, got "${values.width}".`);
  const out = values.out;
  await mkdir(out, { recursive: true });
  if (!values['skip-panoramas']) await renderAllPanoramas(out, width);
  const write = (name: string, content: string | Buffer) => writeFile(join(out, name), content);
  await write(FILES.floorPlan, await renderFloorPlan(APARTMENT));
  const shots = planShots(APARTMENT);
  const panoramas = await loadPanoramas(out, 4096);
  await encodeWalkthrough(shots, panoramas, join(out, FILES.video), log);
  await write(FILES.poster, await posterJpeg(shots, panoramas, 8));
  await write(FILES.captions('en'), webVtt(shots, 'en'));
  await write(FILES.captions('de'), webVtt(shots, 'de'));
  await write('tour.json', `${JSON.stringify(buildManifest(APARTMENT, shots), null, 2)}\n`);
  log('done');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
