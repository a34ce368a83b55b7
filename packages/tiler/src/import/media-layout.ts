import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * Media layout: every build of a tour under its own immutable prefix
 * (`tours/<code>/<build>/…`, in the media folder or the bucket), so a new one never touches
 * the live one.
 */
export interface BuildPaths {
  buildId: string;
  /** Media reference prefix of the build (relative to the CDN base URL). */
  refBase: string;
  /**
   * The import's own folder outside the media folder, so nothing ever serves an incomplete
   * build; named after the importing process so a later import can tell it was killed.
   */
  stagingDir: string;
  /** Where the build is written while it is incomplete: inside {@link stagingDir}, alone. */
  stagedBuildDir: string;
}

/**
 * The folder beside `media/` where imports build (same file system, so publishing into the
 * media folder is a rename; with S3 the build is uploaded from here).
 */
export function stagingRootOf(dataDir: string): string {
  return join(dataDir, 'staging');
}

/** Media references of a tour all start with this; the build id follows. */
export function tourRefPrefix(code: string): string {
  return `tours/${code}/`;
}

/** A fresh build id: sortable by time, unique across concurrent imports. */
export function newBuildId(now = new Date()): string {
  return `${now.getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** The paths of a new build of a tour. */
export function buildPaths(dataDir: string, code: string, buildId = newBuildId()): BuildPaths {
  const stagingDir = join(stagingRootOf(dataDir), `${process.pid}-${buildId}`);
  return {
    buildId,
    refBase: `${tourRefPrefix(code)}${buildId}`,
    stagingDir,
    stagedBuildDir: join(stagingDir, buildId),
  };
}

/** The build a stored media reference points into, if it is one of ours. */
export function buildIdOfRef(code: string, ref: string): string | undefined {
  const prefix = tourRefPrefix(code);
  return ref.startsWith(prefix) ? ref.slice(prefix.length).split('/')[0] : undefined;
}
