import { FACES, faceBasis, type Face } from '@tourview/schema';
import { internalError } from '../errors.js';
import type { EquirectMips, PlanarProjection, SampleLut, TableReading } from './sampling.js';
import { buildHorizontalMips, mipDepth, type Equirect } from './equirect.js';
import { SpareBuffers } from './spare-buffers.js';
import type { WorkerPool } from './worker-pool.js';

/** The two tables every face reads: the front face's quarter (side faces), the up face's (poles). */
type Table = 'side' | 'polar';

/** Quarter turns of each side face from the front face. */
const QUARTERS: Record<Face, number> = { f: 0, r: 1, b: 2, l: 3, u: 0, d: 0 };

/** Which table a face reads. */
export function tableOf(face: Face): Table {
  return face === 'u' || face === 'd' ? 'polar' : 'side';
}

/**
 * The top-left quarter of a face as a projection of its own, rounded up so that an odd size
 * keeps its middle row and column: its pixels look exactly where the face's do.
 */
export function quarterProjection(table: Table, size: number): PlanarProjection {
  const { n, right, down } = faceBasis(table === 'side' ? 'f' : 'u');
  const quarter = Math.ceil(size / 2);
  const scale = quarter / size;
  return {
    n: n.map((c, i) => c + (scale - 1) * ((right[i] ?? 0) + (down[i] ?? 0))),
    right: right.map((c) => c * scale),
    down: down.map((c) => c * scale),
    width: quarter,
    height: quarter,
  };
}

/**
 * How a face reads its table's quarter on an equirect of `eqWidth` × `eqWidth / 2`. Mirrored
 * left to right, a face's yaw is negated (x → W − x, in 1/256 px of an equirect W wide); mirrored
 * top to bottom, a side face's pitch is negated (y → H − y) and the up face's yaw turns to
 * 180° − yaw (x → W/2 − x). A side face then turns by its quarters of W, and the down face is
 * the up face upside down with pitch negated.
 */
export function faceReading(face: Face, size: number, eqWidth: number): TableReading {
  const w = eqWidth * 256;
  const h = (eqWidth / 2) * 256;
  // Top-left, top-right, bottom-left, bottom-right: [xSign, xOffset, ySign, yOffset].
  const quarters =
    tableOf(face) === 'side'
      ? [
          [1, 0, 1, 0],
          [-1, w, 1, 0],
          [1, 0, -1, h],
          [-1, w, -1, h],
        ]
      : [
          [1, 0, 1, 0],
          [-1, w, 1, 0],
          [-1, w / 2, 1, 0],
          [1, w / 2, 1, 0],
        ];
  const turn = (QUARTERS[face] * w) / 4;
  const affine = quarters.flatMap(([xSign = 1, xOffset = 0, ySign = 1, yOffset = 0]) => {
    // Turned, then kept where x · xSign + xOffset lands within 0 … 2W for any x in 0 … W.
    const x = ((xOffset + turn) % w) + (xSign < 0 ? w : 0);
    return face === 'd' ? [xSign, x, -ySign, h - yOffset] : [xSign, x, ySign, yOffset];
  });
  return { width: size, height: size, quadrant: true, mirrorRows: face === 'd', affine };
}

/**
 * Reprojects equirects to six cube faces on the pool's threads. Lookup tables are cached per
 * geometry, so the panoramas of one tour share them.
 */
export class CubeReprojector {
  private readonly tables = new Map<string, Promise<SampleLut>>();
  /** Buffers of panoramas done with, for the next one of the tour (see `sampler`). */
  readonly spares = new SpareBuffers();

  constructor(private readonly pool: WorkerPool) {}

  /** Starts building the tables for a geometry (say, while the panorama decodes). */
  prepare(width: number, height: number, size: number): Promise<SampleLut[]> {
    return Promise.all((['side', 'polar'] as const).map((table) => this.table(table, width, height, size)));
  }

  /**
   * Prepares the sampling of an equirect (its tables and the mips near the poles) and resolves
   * to a function that samples one face on a pool thread into a buffer of `size`×`size` RGB,
   * which it moves there and back (the given array is detached meanwhile). Faces are
   * sampled when asked, so a caller can hold only as many as it is working on. Once each of
   * the six faces was sampled, the sampler lets go of the equirect, and the equirect's buffer
   * and its mips' go to {@link spares}, for the next panorama of the tour to decode into: the
   * caller hands the equirect over, when the spares keep all of them. Otherwise the pool's
   * threads collect their garbage, so that the equirect's memory is freed while the last faces
   * are encoded (some 10–20 ms of CPU each, spared while kept).
   */
  async sampler(
    equirect: Equirect,
    size: number,
  ): Promise<(face: Face, into: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>>> {
    const tables = await this.prepare(equirect.width, equirect.height, size);
    const polarRows = tables.reduce<number[]>(
      (rows, t) => Array.from(t.polarRows, (r, k) => Math.max(r, rows[k] ?? 0)),
      [],
    );
    const { width, height } = equirect;
    let mips: EquirectMips | undefined = buildHorizontalMips(equirect, polarRows, this.spares.sharedBuffer);
    const left = new Set<Face>(FACES);
    const jobs: Promise<unknown>[] = [];
    return async (face, into) => {
      const lut = await this.table(tableOf(face), width, height, size);
      if (!mips || !left.delete(face)) throw internalError(`Face ${face} was sampled twice.`);
      const job = this.pool.run({ type: 'sample', args: [lut, mips, faceReading(face, size, width), into] });
      jobs.push(job);
      if (left.size === 0) {
        this.letGo(mips.levels, jobs);
        mips = undefined;
      }
      return job;
    };
  }

  /** Hands the sampled equirect's buffers to the spares once its jobs end, or frees them. */
  private letGo(levels: EquirectMips['levels'], jobs: Promise<unknown>[]): void {
    // All or none: an equirect let go while its mips are kept would wait longer for a
    // collection to free it, fresh memory being what sets collections off.
    if (this.spares.keepsAll(levels)) void Promise.allSettled(jobs).then(() => this.spares.giveBack(levels));
    else this.pool.release();
  }

  private table(table: Table, width: number, height: number, size: number): Promise<SampleLut> {
    const key = `${table}:${size}:${width}x${height}`;
    let lut = this.tables.get(key);
    if (!lut) {
      const projection = quarterProjection(table, size);
      lut = this.pool.run({ type: 'lut', args: [projection, width, height, mipDepth(width)] });
      this.tables.set(key, lut);
    }
    return lut;
  }
}
