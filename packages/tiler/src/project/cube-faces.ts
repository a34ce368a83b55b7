import { faceBasis, type Face } from '@tourview/schema';
import type { SampleLut } from './sampling.js';
import { buildHorizontalMips, mipDepth, type Equirect } from './equirect.js';
import type { WorkerPool } from './worker-pool.js';

/**
 * Which lookup table a face uses: the four side faces share the front face's table, and the
 * down face reads the up face's upside down.
 */
const TABLE_OF: Record<Face, 'f' | 'u'> = { f: 'f', r: 'f', b: 'f', l: 'f', u: 'u', d: 'u' };
/** Quarter turns of each side face from the front face. */
const QUARTERS: Record<Face, number> = { f: 0, r: 1, b: 2, l: 3, u: 0, d: 0 };

/**
 * Reprojects equirects to six cube faces on the pool's threads. Lookup tables are cached per
 * geometry, so the panoramas of one tour share them.
 */
export class CubeReprojector {
  private readonly tables = new Map<string, Promise<SampleLut>>();

  constructor(private readonly pool: WorkerPool) {}

  /** Starts building the tables for a geometry (say, while the panorama decodes). */
  prepare(width: number, height: number, size: number): Promise<SampleLut[]> {
    return Promise.all((['f', 'u'] as const).map((face) => this.table(face, width, height, size)));
  }

  /**
   * Prepares the sampling of an equirect (its tables and the mips near the poles) and resolves
   * to a function that samples one face on a pool thread: RGB, `size`×`size`. Faces are
   * sampled when asked, so a caller can hold only as many as it is working on.
   */
  async sampler(equirect: Equirect, size: number): Promise<(face: Face) => Promise<Uint8Array>> {
    const tables = await this.prepare(equirect.width, equirect.height, size);
    const polarRows = tables.reduce<number[]>(
      (rows, t) => Array.from(t.polarRows, (r, k) => Math.max(r, rows[k] ?? 0)),
      [],
    );
    const mips = buildHorizontalMips(equirect, polarRows);
    return (face) =>
      this.table(TABLE_OF[face], equirect.width, equirect.height, size).then((lut) =>
        this.pool.run({
          type: 'sample',
          args: [lut, mips, QUARTERS[face] * equirect.width * 64, face === 'd'],
        }),
      );
  }

  private table(face: 'f' | 'u', width: number, height: number, size: number): Promise<SampleLut> {
    const key = `${face}:${size}:${width}x${height}`;
    let table = this.tables.get(key);
    if (!table) {
      const { n, right, down } = faceBasis(face);
      const projection = { n, right, down, width: size, height: size };
      table = this.pool.run({ type: 'lut', args: [projection, width, height, mipDepth(width)] });
      this.tables.set(key, table);
    }
    return table;
  }
}
