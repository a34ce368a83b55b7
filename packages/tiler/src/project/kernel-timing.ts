import { FACES } from '@tourview/schema';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { workingWidth } from '../media/panorama-layout.js';
import { faceSizeFor } from '../pyramid/scene-tiles.js';
import { faceReading, quarterProjection, tableOf } from './cube-faces.js';
import { decodePanorama } from './decode-panorama.js';
import { buildHorizontalMips, mipDepth } from './equirect.js';
import { buildSampleLut, sampleThroughLut } from './sampling.js';

/** Rounds of the six faces; the fastest is reported, the one the machine's other work slowed least. */
const ROUNDS = 3;

/**
 * The reprojection kernel alone, in CPU nanoseconds per output pixel: a panorama file's six
 * top-level faces sampled on this thread, as an import samples them on its pool's threads
 * (for the bench, which puts it beside the import's time).
 */
export async function reprojectionNsPerPixel(file: string): Promise<number> {
  const layout = await readPanoramaLayout(file);
  const width = workingWidth(layout);
  const size = faceSizeFor(width);
  const equirect = await decodePanorama(file, layout, width);
  const tables = {
    side: buildSampleLut(quarterProjection('side', size), width, width / 2, mipDepth(width)),
    polar: buildSampleLut(quarterProjection('polar', size), width, width / 2, mipDepth(width)),
  };
  const polarRows = Array.from(tables.side.polarRows, (rows, k) =>
    Math.max(rows, tables.polar.polarRows[k] ?? 0),
  );
  const mips = buildHorizontalMips(equirect, polarRows);
  const out = new Uint8Array(size * size * 3);
  let fastest = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.cpuUsage();
    for (const face of FACES)
      sampleThroughLut(tables[tableOf(face)], mips, faceReading(face, size, width), out);
    const { user, system } = process.cpuUsage(before);
    fastest = Math.min(fastest, ((user + system) * 1000) / (FACES.length * size * size));
  }
  return fastest;
}
