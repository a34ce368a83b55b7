import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildPaths } from './media-layout.js';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what killed imports left in the staging folder: every import folder whose process
 * is gone. Imports running beside this one, in any process, keep theirs.
 */
export async function sweepStaging(stagingRoot: string): Promise<void> {
  const entries = await readdir(stagingRoot).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => {
        const pid = /^(\d+)-/.exec(name)?.[1];
        return pid !== undefined && !isAlive(Number(pid));
      })
      .map((name) => rm(join(stagingRoot, name), { recursive: true, force: true })),
  );
}

/**
 * Moves a finished build into the media folder. A tour's first build arrives with its tour
 * folder in one rename, so a kill at any moment leaves either nothing or the whole build
 * there, never an empty folder; a later build is renamed into the existing tour folder.
 */
export async function moveIntoPlace(paths: BuildPaths): Promise<void> {
  await mkdir(dirname(paths.tourDir), { recursive: true });
  try {
    await rename(paths.stagingDir, paths.tourDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    await rename(paths.stagedBuildDir, paths.buildDir);
  }
  await removeStaging(paths);
}

/**
 * Removes an import's staging folder, and the staging root with it when no other import is
 * using it (a folder only goes when empty), so a finished import leaves no folder behind.
 */
export async function removeStaging(paths: BuildPaths): Promise<void> {
  await rm(paths.stagingDir, { recursive: true, force: true });
  await rmdir(dirname(paths.stagingDir)).catch(() => undefined);
}
