import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { TourError } from '../errors.js';
import type { EquirectMips, PlanarProjection, SampleLut, TableReading } from './sampling.js';

/**
 * The compiled reprojection kernel and table builder (native/remap.cc), which node-gyp builds when the package
 * installs (`npm ci`, or `npm rebuild -w @tourview/tiler` after changing it). Pool threads load
 * it from this path themselves.
 */
export const REMAP_ADDON_FILE = fileURLToPath(new URL('../../build/Release/remap.node', import.meta.url));

interface RemapAddon {
  sample(lut: SampleLut, mips: EquirectMips, reading: TableReading, out: Uint8Array): void;
  fillTable(p: PlanarProjection, eqWidth: number, eqHeight: number, maxMip: number, lut: SampleLut): void;
  shrink(src: Uint8Array, width: number, height: number, factor: number, out: Uint8Array): void;
  halveRows(src: Uint8Array, width: number, fromRow: number, toRow: number, out: Uint8Array): void;
}

let addon: RemapAddon | undefined;

/** The kernel, loaded on first use so that code which never reprojects never needs it built. */
export function remapAddon(): RemapAddon {
  if (addon) return addon;
  try {
    addon = createRequire(import.meta.url)(REMAP_ADDON_FILE) as RemapAddon;
    return addon;
  } catch (error) {
    throw new TourError(
      'reprojection_failed',
      `The reprojection kernel is not built (${error instanceof Error ? error.message : String(error)}); run npm rebuild -w @tourview/tiler.`,
      [],
      { cause: error },
    );
  }
}
