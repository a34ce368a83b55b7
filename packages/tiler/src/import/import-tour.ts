import { join } from 'node:path';
import { tourPagePath, type Face, type Tour } from '@tourview/schema';
import {
  openSourceStore,
  openStorage,
  type S3MediaConfig,
  type Storage,
  type TourVersion,
} from '@tourview/storage';
import { TourError } from '../errors.js';
import type { SceneTiles } from '../pyramid/scene-tiles.js';
import { validateFolder, type ImportPlan } from '../validate/validate-folder.js';
import { publishPlan, type PublishedPlan } from './publish-plan.js';
import { sourceNamesOf } from './source-names.js';
import type { ShareImageResult } from './share-image.js';
import type { StageTimes } from './stage-times.js';

/**
 * Where tours are stored: the data folder (SQLite file, media, imports in progress),
 * optionally PostgreSQL, and optionally an S3 bucket for media.
 */
export interface StorageLocation {
  /** Holds `tourview.db`, `media/` (served at the CDN base URL) and `staging/`. */
  dataDir: string;
  /** PostgreSQL instead of SQLite for tour records. */
  databaseUrl?: string;
  /** An S3 bucket instead of the data folder's `media/` for published media. */
  media?: S3MediaConfig;
}

/** How an import reports progress. */
export type ImportProgress =
  | { type: 'validated'; code: string; scenes: number }
  | { type: 'scene'; index: number; scenes: number; id: string }
  | { type: 'level'; scene: string; face: Face; level: number; levels: number };

/** Options of {@link importTour}. */
export interface ImportOptions extends StorageLocation {
  /** The tour folder: `tour.json` or `tour.yaml` plus the files it names. */
  folder: string;
  /** Overrides the manifest's `code`. */
  code?: string;
  /** Replace a tour with this code (otherwise an existing code is an error). */
  replace?: boolean;
  /** Do nothing, successfully, when a tour with this code exists. */
  ifMissing?: boolean;
  /** Reprojection threads; default: one per core. */
  threads?: number;
  onProgress?: (event: ImportProgress) => void;
  /** Where the pipeline adds the wall time of each of its stages (tiling, share image, …). */
  stages?: StageTimes;
}

/** What an import did. */
export interface ImportResult {
  code: string;
  /** True when `ifMissing` found the tour already there and nothing was done. */
  skipped: boolean;
  replaced: boolean;
  buildId?: string;
  /** The version the import recorded (absent when skipped). */
  version?: number;
  scenes: ({ id: string; ms: number } & SceneTiles)[];
  /** The link-preview image written (absent when skipped). */
  shareImage?: ShareImageResult;
  /** Paths of the tour's page and, when it has a video, its video page (absent when skipped). */
  pages?: { tour: string; video?: string };
  ms: number;
}

/**
 * Imports a tour folder: validates everything first, keeps a private copy of every file the
 * manifest names in the source store (so the version can be exported and edited in the
 * studio), then publishes it through the same pipeline as the studio's publish
 * ({@link publishPlan}) as a new version with no publisher. A failure (or a kill) at any point
 * leaves the previous tour, if any, served unchanged.
 */
export async function importTour(options: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const storage = await openStorage(options);
  try {
    return await importInto(storage, options, started);
  } finally {
    await storage.close();
  }
}

async function importInto(storage: Storage, options: ImportOptions, started: number): Promise<ImportResult> {
  if (options.ifMissing && options.code && (await storage.getTour(options.code))) {
    return skipped(options.code, started);
  }
  const plan = await validateFolder(options.folder, options.code);
  const existing = (await storage.getTour(plan.code))?.tour;
  if (existing && options.ifMissing) return skipped(plan.code, started);
  if (existing && !options.replace) {
    throw new TourError(
      'tour_exists',
      `A tour with code "${plan.code}" exists; pass --replace to replace it.`,
    );
  }
  options.onProgress?.({ type: 'validated', code: plan.code, scenes: plan.manifest.scenes.length });
  const files = await storeSources(options, plan);
  const published = await publishPlan(storage, plan, options, { files, publishedBy: null, jobId: null });
  return importedResult(plan.code, Boolean(existing), published, started);
}

function importedResult(
  code: string,
  replaced: boolean,
  { version, scenes, shareImage }: PublishedPlan,
  started: number,
): ImportResult {
  return {
    code,
    skipped: false,
    replaced,
    buildId: version.buildId,
    version: version.number,
    scenes,
    shareImage,
    pages: pagesOf(version.record),
    ms: performance.now() - started,
  };
}

/** The result when `--if-missing` finds the tour already there. */
function skipped(code: string, started: number): ImportResult {
  return { code, skipped: true, replaced: false, scenes: [], ms: performance.now() - started };
}

/** Copies every file the manifest names into the source store, by name. */
async function storeSources(location: StorageLocation, plan: ImportPlan): Promise<TourVersion['files']> {
  const sources = openSourceStore(location);
  const files: TourVersion['files'] = {};
  for (const name of sourceNamesOf(plan.manifest)) files[name] = await sources.put(join(plan.folder, name));
  return files;
}

function pagesOf(tour: Tour): NonNullable<ImportResult['pages']> {
  const page = tourPagePath(tour.code, 'tour');
  return tour.video ? { tour: page, video: tourPagePath(tour.code, 'video') } : { tour: page };
}
