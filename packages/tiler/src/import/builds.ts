import type { Tour } from '@tourview/schema';
import { openMediaStore, type MediaStore, type StorageOptions } from '@tourview/storage';
import { buildIdOfRef } from './media-layout.js';

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
  media: MediaStore,
  code: string,
  keep: readonly (string | undefined)[],
): Promise<void> {
  const builds = await media.listBuilds(code);
  await Promise.all(builds.filter((id) => !keep.includes(id)).map((id) => media.removeBuild(code, id)));
}

/** Removes every build of a tour, once no record points at any of them. */
export function removeTourMedia(location: StorageOptions, code: string): Promise<void> {
  return removeBuildsExcept(openMediaStore(location), code, []);
}
