import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { tourPagePath, type Face, type Tour } from '@tourview/schema';
import {
  openMediaStore,
  openStorage,
  type MediaStore,
  type S3MediaConfig,
  type Storage,
} from '@tourview/storage';
import pLimit from 'p-limit';
import { TourError } from '../errors.js';
import { CubeReprojector } from '../project/cube-faces.js';
import { WorkerPool } from '../project/worker-pool.js';
import { tileScene, type SceneTiles } from '../pyramid/scene-tiles.js';
import { validateFolder, type ImportPlan } from '../validate/validate-folder.js';
import { buildTourRecord, DEFAULT_VIEW, FILES_DIR, type WrittenMedia } from './build-record.js';
import { liveBuildOf, removeBuildsExcept } from './builds.js';
import { lockTourForImport, type ImportLock } from './import-lock.js';
import { buildPaths, stagingRootOf, type BuildPaths } from './media-layout.js';
import { mediaFilesOf } from './media-names.js';
import { removeStaging, sweepStaging } from './staging.js';
import { writeMedia } from './write-media.js';
import { writeTourShareImage, type ShareImageResult } from './share-image.js';

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
}

/** What an import did. */
export interface ImportResult {
  code: string;
  /** True when `ifMissing` found the tour already there and nothing was done. */
  skipped: boolean;
  replaced: boolean;
  buildId?: string;
  scenes: ({ id: string; ms: number } & SceneTiles)[];
  /** The link-preview image written (absent when skipped). */
  shareImage?: ShareImageResult;
  /** Paths of the tour's page and, when it has a video, its video page (absent when skipped). */
  pages?: { tour: string; video?: string };
  ms: number;
}

/**
 * Imports a tour folder: validates everything first, then tiles every panorama into a new
 * build folder outside the media store, copies media, publishes the whole build to the media
 * store beside any live one, and only then writes the record in one transaction. A failure
 * (or a kill) at any point leaves the previous tour, if any, served unchanged, and no record
 * pointing at an incomplete build; the next import of the tour removes what was left.
 */
export async function importTour(options: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const storage = await openStorage(options);
  let lock: ImportLock | undefined;
  try {
    if (options.ifMissing && options.code && (await storage.getTour(options.code))) {
      return {
        code: options.code,
        skipped: true,
        replaced: false,
        scenes: [],
        ms: performance.now() - started,
      };
    }
    const plan = await validateFolder(options.folder, options.code);
    // Held until the record is written and old builds removed, so imports never race on them.
    lock = await lockTourForImport(storage, plan.code);
    const existing = (await storage.getTour(plan.code))?.tour;
    if (existing && options.ifMissing) {
      return { code: plan.code, skipped: true, replaced: false, scenes: [], ms: performance.now() - started };
    }
    if (existing && !options.replace) {
      throw new TourError(
        'tour_exists',
        `A tour with code "${plan.code}" exists; pass --replace to replace it.`,
      );
    }
    options.onProgress?.({ type: 'validated', code: plan.code, scenes: plan.manifest.scenes.length });
    const store = openMediaStore(options);
    const previousBuild = existing && liveBuildOf(existing);
    await sweepStaging(stagingRootOf(options.dataDir));
    await removeBuildsExcept(store, plan.code, [previousBuild]);
    const paths = buildPaths(options.dataDir, plan.code);
    const { scenes, media, shareImage } = await writeBuild(plan, paths, store, options);
    const now = new Date().toISOString();
    const tour = buildTourRecord(plan, paths.refBase, scenes, media, {
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    });
    await publish(storage, store, tour, paths);
    // The replaced build stays until the next import, so visitors who loaded the old record a
    // moment ago still get its tiles.
    await removeBuildsExcept(store, plan.code, [paths.buildId, previousBuild]);
    return {
      code: plan.code,
      skipped: false,
      replaced: Boolean(existing),
      buildId: paths.buildId,
      scenes,
      shareImage,
      pages: pagesOf(tour),
      ms: performance.now() - started,
    };
  } finally {
    await lock?.release();
    await storage.close();
  }
}

/** Writes every file of a build into its staging folder, then publishes it whole. */
async function writeBuild(
  plan: ImportPlan,
  paths: BuildPaths,
  store: MediaStore,
  options: ImportOptions,
): Promise<{ scenes: ImportResult['scenes']; media: WrittenMedia; shareImage: ShareImageResult }> {
  const pool = new WorkerPool(options.threads ?? availableParallelism());
  try {
    await mkdir(paths.stagedBuildDir, { recursive: true });
    const scenes = await tileScenes(plan, paths.stagedBuildDir, pool, options.onProgress);
    const shareImage = await writeTourShareImage(plan, paths.stagedBuildDir, pool);
    const files = mediaFilesOf(plan.manifest);
    const sizes = await writeMedia(plan.folder, files, join(paths.stagedBuildDir, FILES_DIR));
    await publishBuild(store, plan.code, paths);
    return { scenes, media: { files, sizes }, shareImage };
  } finally {
    await removeStaging(paths);
    await pool.close();
  }
}

async function tileScenes(
  plan: ImportPlan,
  dir: string,
  pool: WorkerPool,
  onProgress: ImportOptions['onProgress'],
): Promise<ImportResult['scenes']> {
  const ctx = { reprojector: new CubeReprojector(pool), limit: pLimit(Math.max(2, availableParallelism())) };
  const results: ImportResult['scenes'] = [];
  for (const [index, scene] of plan.manifest.scenes.entries()) {
    onProgress?.({ type: 'scene', index, scenes: plan.manifest.scenes.length, id: scene.id });
    const started = performance.now();
    const tiles = await tileScene(
      { file: join(plan.folder, scene.panorama) },
      scene.initialView ?? DEFAULT_VIEW,
      join(dir, scene.id),
      {
        ...ctx,
        onProgress: (e) => onProgress?.({ type: 'level', scene: scene.id, ...e }),
      },
    );
    results.push({ id: scene.id, ms: performance.now() - started, ...tiles });
  }
  return results;
}

/**
 * Publishes a staged build; what an interrupted upload left in a bucket is removed at once if
 * the bucket lets it, else by the next import (no record points at it either way).
 */
async function publishBuild(store: MediaStore, code: string, paths: BuildPaths): Promise<void> {
  try {
    await store.publishBuild({ code, buildId: paths.buildId, dir: paths.stagedBuildDir });
  } catch (error) {
    await store.removeBuild(code, paths.buildId).catch(() => undefined);
    throw error;
  }
}

/**
 * Writes the record; if that fails the new build is removed and the old tour stays as it was.
 * Storage validates every record it is given, so a record that breaks the tour schema fails
 * here with its `InvalidTourError` listing every problem.
 */
async function publish(storage: Storage, store: MediaStore, tour: Tour, paths: BuildPaths): Promise<void> {
  try {
    await storage.putTour(tour);
  } catch (error) {
    await store.removeBuild(tour.code, paths.buildId);
    throw error;
  }
}

function pagesOf(tour: Tour): NonNullable<ImportResult['pages']> {
  const page = tourPagePath(tour.code, 'tour');
  return tour.video ? { tour: page, video: tourPagePath(tour.code, 'video') } : { tour: page };
}
