import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tour } from '@tourview/schema';
import { buildIdOfRef, tourMediaDir } from './media-layout.js';

/** The build a stored tour serves its media from. */
export function liveBuildOf(tour: Tour): string | undefined {
  const scene = tour.scenes[0];
  return scene && buildIdOfRef(tour.code, scene.thumbnail);
}

/**
 * Removes every build of a tour except those in `keep`: leftovers of imports that were
 * killed or failed, and builds a newer import replaced. Never touches the build being served.
 */
export async function removeBuildsExcept(
  mediaDir: string,
  code: string,
  keep: readonly (string | undefined)[],
): Promise<void> {
  const dir = tourMediaDir(mediaDir, code);
  const entries = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => !keep.includes(name))
      .map((name) => rm(join(dir, name), { recursive: true, force: true })),
  );
}
