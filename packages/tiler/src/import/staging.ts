import { readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildPaths } from './media-layout.js';

/** Whether a process with this id runs on this machine. */
export function isAlive(pid: number): boolean {
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
 * Removes an import's staging folder, and the staging root with it when no other import is
 * using it (a folder only goes when empty), so a finished import leaves no folder behind.
 */
export async function removeStaging(paths: BuildPaths): Promise<void> {
  await rm(paths.stagingDir, { recursive: true, force: true });
  await rmdir(dirname(paths.stagingDir)).catch(() => undefined);
}
