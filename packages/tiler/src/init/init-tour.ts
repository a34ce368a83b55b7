import { access, readdir, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { manifestFileSchema } from '@tourview/schema';
import { TourError } from '../errors.js';
import { MANIFEST_JSON_SCHEMA_FILE } from '../manifest/json-schema-file.js';
import { MANIFEST_NAMES } from '../manifest/read-manifest.js';
import { probeFile } from '../validate/probe-files.js';
import { sceneNameOf, uniqueIds } from './scene-names.js';
import { starterManifest, type StarterScene } from './starter-manifest.js';

/** The manifest `tour init` writes. */
export const STARTER_MANIFEST = 'tour.yaml';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff']);
const TIFF_EXTENSIONS = new Set(['.tif', '.tiff']);

/** Options of {@link initTour}. */
export interface InitOptions {
  /** Replace a manifest the folder has (`tour.yaml`, or `tour.json`, which is removed). */
  force?: boolean;
}

/** What `tour init` wrote. */
export interface InitResult {
  /** The manifest written. */
  file: string;
  /** One scene per panorama, in file-name order; the first is the start scene. */
  scenes: StarterScene[];
  /** Images that are not panoramas the importer takes, each `file: why`. */
  skipped: string[];
  /** The manifests that were there and are replaced. */
  replaced: string[];
}

/**
 * Writes a starter `tour.yaml` for a folder of panoramas: one scene per JPEG, PNG or WebP
 * panorama (ids and titles from the file names), placeholders for what only the operator
 * knows. Images that are not panoramas (a floor plan, a TIFF) are skipped and listed. Refuses
 * to replace a manifest unless `force` is given, and fails when no panorama is found.
 */
export async function initTour(folder: string, options: InitOptions = {}): Promise<InitResult> {
  const files = await imageFiles(folder);
  const existing = await existingManifests(folder);
  if (existing.length > 0 && !options.force) {
    throw new TourError(
      'manifest_exists',
      `${join(folder, existing[0] ?? '')} exists; pass --force to replace it with a starter manifest.`,
    );
  }
  const found = await Promise.all(files.map((file) => panoramaOrReason(folder, file)));
  const panoramas = files.filter((_, i) => found[i] === null);
  const skipped = found.filter((reason): reason is string => reason !== null);
  if (panoramas.length === 0) {
    const why = skipped.length > 0 ? `:\n${skipped.map((s) => `  ${s}`).join('\n')}` : '.';
    throw new TourError('no_panoramas', `${folder}: no panorama to start a tour with${why}`);
  }
  const names = uniqueIds(panoramas.map(sceneNameOf));
  const scenes = names.map((name, i) => ({ ...name, file: panoramas[i] ?? '' }));
  const schemaPath = relative(folder, MANIFEST_JSON_SCHEMA_FILE).split(sep).join('/');
  await Promise.all(existing.map((name) => rm(join(folder, name))));
  const file = join(folder, STARTER_MANIFEST);
  await writeFile(file, starterManifest(scenes, schemaPath));
  return { file, scenes, skipped, replaced: existing };
}

async function imageFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter(
        (e) => e.isFile() && !e.name.startsWith('.') && IMAGE_EXTENSIONS.has(extname(e.name).toLowerCase()),
      )
      .map((e) => e.name)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  } catch {
    throw new TourError('invalid_argument', `${folder}: not a folder that can be read`);
  }
}

async function existingManifests(folder: string): Promise<string[]> {
  const present = await Promise.all(
    MANIFEST_NAMES.map((name) =>
      access(join(folder, name)).then(
        () => name,
        () => null,
      ),
    ),
  );
  return present.filter((name) => name !== null);
}

/** `null` for a panorama the importer takes, else why the file is skipped. */
async function panoramaOrReason(folder: string, file: string): Promise<string | null> {
  if (TIFF_EXTENSIONS.has(extname(file).toLowerCase()))
    return `${file}: TIFF is not a format tour import reads; save it as JPEG, PNG or WebP`;
  if (!manifestFileSchema.safeParse(file).success)
    return `${file}: a manifest names files by letters, digits, ".", "_" and "-" only; rename it`;
  const probe = await probeFile(folder, file, 'panorama');
  return probe.ok ? null : probe.problem;
}
