import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Media folder layout: every build of a tour in its own folder, so a new one never touches the live one. */
export interface BuildPaths {
  buildId: string;
  /** Media reference prefix of the build (relative to the CDN base URL). */
  refBase: string;
  /** Where the build is written while it is incomplete; no reader ever looks here. */
  stagingDir: string;
  /** Where the finished build lives. */
  buildDir: string;
}

/** Media references of a tour all start with this; the build id follows. */
export function tourRefPrefix(code: string): string {
  return `tours/${code}/`;
}

/** The folder holding every build of a tour. */
export function tourMediaDir(mediaDir: string, code: string): string {
  return join(mediaDir, 'tours', code);
}

/** A fresh build id: sortable by time, unique across concurrent imports. */
export function newBuildId(now = new Date()): string {
  return `${now.getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** The paths of a new build of a tour. */
export function buildPaths(mediaDir: string, code: string, buildId = newBuildId()): BuildPaths {
  const tourDir = tourMediaDir(mediaDir, code);
  return {
    buildId,
    refBase: `${tourRefPrefix(code)}${buildId}`,
    stagingDir: join(tourDir, `.${buildId}.partial`),
    buildDir: join(tourDir, buildId),
  };
}

/** The build a stored media reference points into, if it is one of ours. */
export function buildIdOfRef(code: string, ref: string): string | undefined {
  const prefix = tourRefPrefix(code);
  return ref.startsWith(prefix) ? ref.slice(prefix.length).split('/')[0] : undefined;
}
