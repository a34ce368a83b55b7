import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Tour } from '@tourview/schema';
import { openMediaStore, type MediaStore, type Storage, type TourVersion } from '@tourview/storage';
import pLimit from 'p-limit';
import { CubeReprojector } from '../project/cube-faces.js';
import { WorkerPool } from '../project/worker-pool.js';
import { tileScene } from '../pyramid/scene-tiles.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { buildTourRecord, DEFAULT_VIEW, FILES_DIR, type WrittenMedia } from './build-record.js';
import { liveBuildOf, removeBuildsExcept } from './builds.js';
import type { ImportOptions, ImportResult, StorageLocation } from './import-tour.js';
import { buildPaths, stagingRootOf, type BuildPaths } from './media-layout.js';
import { mediaFilesOf } from './media-names.js';
import { removeStaging, sweepStaging } from './staging.js';
import { writeMedia } from './write-media.js';
import { writeTourShareImage, type ShareImageResult } from './share-image.js';

/** Who publishes a validated plan, and what the version records besides its build. */
export interface PublishMeta {
  /** The source file behind each name the manifest uses, for export. */
  files: TourVersion['files'];
  publishedBy: TourVersion['publishedBy'];
  jobId: string | null;
}

/** What publishing a plan made. */
export interface PublishedPlan {
  version: TourVersion;
  scenes: ImportResult['scenes'];
  shareImage: ShareImageResult;
}

/**
 * The one pipeline behind `tour import` and the studio's publish: tiles every panorama into a
 * new build folder outside the media store, copies media, publishes the whole build beside the
 * live one, and only then records the version, which makes its record live in the same
 * transaction. A failure at any point leaves the live tour as it was and no record pointing at
 * an incomplete build; the next publish of the tour removes what was left.
 */
export async function publishPlan(
  storage: Storage,
  plan: ImportPlan,
  options: StorageLocation & Pick<ImportOptions, 'threads' | 'onProgress'>,
  meta: PublishMeta,
): Promise<PublishedPlan> {
  const existing = (await storage.getTour(plan.code))?.tour;
  const store = openMediaStore(options);
  await sweepStaging(stagingRootOf(options.dataDir));
  await removeUnusedBuilds(storage, store, plan.code, existing);
  const paths = buildPaths(options.dataDir, plan.code);
  const { scenes, media, shareImage } = await writeBuild(plan, paths, store, options);
  const now = new Date().toISOString();
  const record = buildTourRecord(plan, paths.refBase, scenes, media, {
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
  const version = await recordVersion(storage, store, record, paths, plan, meta);
  await removeUnusedBuilds(storage, store, plan.code, existing);
  return { version, scenes, shareImage };
}

/**
 * Removes builds no version points at: leftovers of killed or failed publishes. Every build a
 * version points at stays, since any version can be rolled back to; so does the live build of
 * a tour published before versions were kept, and any build staged or uploading right now
 * (its folder or keys appear only once published whole, after this listing).
 */
async function removeUnusedBuilds(
  storage: Storage,
  store: MediaStore,
  code: string,
  existing: Tour | undefined,
): Promise<void> {
  const keep = [...(await storage.buildsInUse(code)), existing && liveBuildOf(existing)];
  await removeBuildsExcept(store, code, keep);
}

/** Writes every file of a build into its staging folder, then publishes it whole. */
async function writeBuild(
  plan: ImportPlan,
  paths: BuildPaths,
  store: MediaStore,
  options: Pick<ImportOptions, 'threads' | 'onProgress'>,
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
 * Records the version, which makes its record live; if that fails the new build is removed
 * and the old tour stays as it was. Storage validates every record it is given, so a record
 * that breaks the tour schema fails here with its `InvalidTourError` listing every problem.
 * A publish job run twice at once finds the version the other run recorded.
 */
async function recordVersion(
  storage: Storage,
  store: MediaStore,
  record: Tour,
  paths: BuildPaths,
  plan: ImportPlan,
  meta: PublishMeta,
): Promise<TourVersion> {
  try {
    return await storage.publishVersion({
      code: plan.code,
      record,
      buildId: paths.buildId,
      manifest: { ...plan.manifest, code: plan.code },
      files: meta.files,
      rollbackOf: null,
      publishedBy: meta.publishedBy,
      jobId: meta.jobId,
    });
  } catch (error) {
    await store.removeBuild(record.code, paths.buildId);
    const earlier = meta.jobId === null ? null : await storage.findVersionByJob(meta.jobId);
    if (earlier) return earlier;
    throw error;
  }
}
