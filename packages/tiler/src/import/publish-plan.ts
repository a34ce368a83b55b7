import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Tour } from '@tourview/schema';
import {
  openMediaStore,
  type AgencyBranding,
  type MediaStore,
  type Storage,
  type TourPreview,
  type TourVersion,
} from '@tourview/storage';
import pLimit from 'p-limit';
import { CubeReprojector } from '../project/cube-faces.js';
import type { Equirect } from '../project/equirect.js';
import { keptShareSource } from '../project/share-image.js';
import { WorkerPool } from '../project/worker-pool.js';
import { tileScene, type TilingContext } from '../pyramid/scene-tiles.js';
import { scenePrivacy } from './scene-privacy.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { buildTourRecord, DEFAULT_VIEW, FILES_DIR, startSceneOf, type WrittenMedia } from './build-record.js';
import { liveBuildOf, removeBuildsExcept } from './builds.js';
import { lockTourForImport } from './import-lock.js';
import type { ImportOptions, ImportResult, StorageLocation } from './import-tour.js';
import { buildPaths, stagingRootOf, type BuildPaths } from './media-layout.js';
import { mediaFilesOf } from './media-names.js';
import { removeStaging, sweepStaging } from './staging.js';
import { writeMedia } from './write-media.js';
import { writeTourShareImage, type ShareImageResult } from './share-image.js';
import { brandingRecord, chooseBranding, writeBrandedShareImage, type BrandingChoice } from './branding.js';
import { timed } from './stage-times.js';

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

/** What a written build becomes: a version (live) or a preview; `buildId` is the new build's. */
type Commit<T> = (record: Tour, buildId: string, store: MediaStore) => Promise<T>;

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
  options: StorageLocation & Pick<ImportOptions, 'threads' | 'onProgress' | 'stages'>,
  meta: PublishMeta,
): Promise<PublishedPlan> {
  const built = await buildPlan(storage, plan, options, (record, buildId, store) =>
    recordVersion(storage, store, record, buildId, plan, meta),
  );
  return { version: built.committed, scenes: built.scenes, shareImage: built.shareImage };
}

/** Who previews a validated plan: the draft revision it shows, and the preview's lifetime. */
export interface PreviewMeta {
  draftRevision: number;
  createdBy: TourPreview['createdBy'];
  jobId: string;
  ttlMs: number;
}

/**
 * The same pipeline as {@link publishPlan}, recording a preview instead of a version: the live
 * record and the version history stay as they were, and the build is kept while the preview is
 * valid (`buildsInUse`), so a publish of the same draft revision can take it over.
 */
export async function previewPlan(
  storage: Storage,
  plan: ImportPlan,
  options: StorageLocation & Pick<ImportOptions, 'threads' | 'onProgress' | 'stages'>,
  meta: PreviewMeta,
): Promise<TourPreview> {
  const built = await buildPlan(storage, plan, options, async (record, buildId, store) => {
    try {
      const { ttlMs, ...preview } = meta;
      return await storage.createPreview({ ...preview, code: plan.code, record, buildId }, ttlMs);
    } catch (error) {
      await store.removeBuild(plan.code, buildId);
      const earlier = await storage.findPreviewByJob(meta.jobId);
      if (earlier) return earlier;
      throw error;
    }
  });
  return built.committed;
}

/**
 * Publishes a valid preview's build as a new version without tiling again: the draft revision
 * it showed is the one being published, so its build is what a new build would be. `null` when
 * the preview expired before the tour was locked (its build may be gone by then).
 */
export async function publishPreviewBuild(
  storage: Storage,
  preview: TourPreview,
  plan: ImportPlan,
  meta: PublishMeta,
): Promise<TourVersion | null> {
  const lock = await lockTourForImport(storage, plan.code);
  try {
    if (!(await storage.getPreview(preview.token))) return null;
    const existing = (await storage.getTour(plan.code))?.tour;
    const now = new Date().toISOString();
    const record = { ...preview.record, createdAt: existing?.createdAt ?? now, updatedAt: now };
    return await storage.publishVersion({
      code: plan.code,
      record,
      buildId: preview.buildId,
      manifest: { ...plan.manifest, code: plan.code },
      files: meta.files,
      rollbackOf: null,
      publishedBy: meta.publishedBy,
      jobId: meta.jobId,
    });
  } finally {
    await lock.release();
  }
}

/** Builds the plan under the tour's import lock and commits it, then removes unused builds. */
async function buildPlan<T>(
  storage: Storage,
  plan: ImportPlan,
  options: StorageLocation & Pick<ImportOptions, 'threads' | 'onProgress' | 'stages'>,
  commit: Commit<T>,
): Promise<{ committed: T; scenes: ImportResult['scenes']; shareImage: ShareImageResult }> {
  // Held until the build is committed and unused builds removed, so two publishes of one tour
  // (CLI or studio, any process or machine) never remove each other's build.
  const { stages } = options;
  const lock = await timed(stages, 'lock', () => lockTourForImport(storage, plan.code));
  try {
    const store = openMediaStore(options);
    const existing = await timed(stages, 'sweep', async () => {
      const tour = (await storage.getTour(plan.code))?.tour;
      await sweepStaging(stagingRootOf(options.dataDir));
      await removeUnusedBuilds(storage, store, plan.code, tour);
      return tour;
    });
    const paths = buildPaths(options.dataDir, plan.code);
    const account = await storage.getAgencyBranding();
    const { scenes, media, shareImage, branding } = await writeBuild(
      withAccountCover(plan, account),
      paths,
      store,
      {
        ...options,
        account,
      },
    );
    const built = buildTourRecord(plan, paths.refBase, scenes, media, timesOf(existing));
    const brand = brandingRecord(branding, paths.refBase);
    const record = brand ? { ...built, branding: brand } : built;
    const committed = await timed(stages, 'record', () => commit(record, paths.buildId, store));
    await timed(stages, 'sweep', () => removeUnusedBuilds(storage, store, plan.code, existing));
    return { committed, scenes, shareImage };
  } finally {
    await lock.release();
  }
}

/** The plan with the studio's tripod cover, which its panoramas get when the tour sets none. */
function withAccountCover(plan: ImportPlan, account: AgencyBranding): ImportPlan {
  const cover = account.tripodCover;
  if (!cover) return plan;
  const logo = cover.logo && account.logo ? { logo: new Uint8Array(account.logo.bytes) } : {};
  return { ...plan, accountCover: { cover: { size: cover.size, colour: cover.colour }, ...logo } };
}

/** A new tour is created now; a replaced one keeps its creation time. */
function timesOf(existing: Tour | undefined): { createdAt: string; updatedAt: string } {
  const now = new Date().toISOString();
  return { createdAt: existing?.createdAt ?? now, updatedAt: now };
}

/**
 * Removes builds no version points at: leftovers of killed or failed publishes. Every build a
 * version points at stays, since any version can be rolled back to, and every build of a valid
 * preview (a later publish of its draft takes it over); so does the live build of
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
  options: Pick<ImportOptions, 'threads' | 'onProgress' | 'stages'> & { account: AgencyBranding },
): Promise<{
  scenes: ImportResult['scenes'];
  media: WrittenMedia;
  shareImage: ShareImageResult;
  branding: BrandingChoice;
}> {
  const { stages } = options;
  const pool = new WorkerPool(options.threads ?? availableParallelism());
  try {
    await mkdir(paths.stagedBuildDir, { recursive: true });
    const { scenes, shareSource } = await timed(stages, 'tiling', () =>
      tileScenes(plan, paths.stagedBuildDir, pool, options.onProgress),
    );
    const shareImage = await timed(stages, 'shareImage', () =>
      writeTourShareImage(plan, paths.stagedBuildDir, pool, shareSource),
    );
    const files = mediaFilesOf(plan.manifest);
    const sizes = await timed(stages, 'media', () =>
      writeMedia(plan.folder, files, join(paths.stagedBuildDir, FILES_DIR)),
    );
    const branding = await timed(stages, 'shareImage', async () => {
      const chosen = await chooseBranding(plan.manifest, options.account, files, paths.stagedBuildDir);
      if (chosen.logoFile) await writeBrandedShareImage(paths.stagedBuildDir, chosen.logoFile);
      return chosen;
    });
    await timed(stages, 'storeWrite', () => publishBuild(store, plan.code, paths));
    return { scenes, media: { files, sizes }, shareImage, branding };
  } finally {
    await timed(stages, 'cleanup', async () => {
      await removeStaging(paths);
      await pool.close();
    });
  }
}

/**
 * Shared buffers a panorama leaves for the next one of the tour: an 8192×4096 equirect and its
 * mips (of which only the rows near the poles take memory), about 200 MB. A larger equirect is
 * let go, as is the last panorama's, so the import of one 12000×6000 panorama peaks where it
 * did (about 620 MB; keeping its 216 MB equirect to the end took it to 750).
 */
const SPARE_SHARED_BYTES = 200 << 20;

/**
 * Tiles every scene, in order, and keeps from the start scene's decoded panorama the source of
 * the share image (see `keptShareSource`), which saves decoding its file once more.
 */
async function tileScenes(
  plan: ImportPlan,
  dir: string,
  pool: WorkerPool,
  onProgress: ImportOptions['onProgress'],
): Promise<{ scenes: ImportResult['scenes']; shareSource?: Equirect }> {
  const ctx = { reprojector: new CubeReprojector(pool), limit: pLimit(Math.max(2, availableParallelism())) };
  const results: ImportResult['scenes'] = [];
  const { scenes } = plan.manifest;
  const start = startSceneOf(plan.manifest);
  let shareSource: Equirect | undefined;
  const keepShareSource = (equirect: Equirect) => {
    shareSource = keptShareSource(equirect, start?.initialView ?? DEFAULT_VIEW);
  };
  for (const [index, scene] of scenes.entries()) {
    onProgress?.({ type: 'scene', index, scenes: scenes.length, id: scene.id });
    ctx.reprojector.spares.sharedBytes = index < scenes.length - 1 ? SPARE_SHARED_BYTES : 0;
    const onDecoded = scene === start ? keepShareSource : undefined;
    results.push(await tileOneScene(plan, scene, dir, ctx, onProgress, onDecoded));
  }
  // What the share image decodes next must not come on top of the last panorama's buffers.
  ctx.reprojector.spares.clear();
  return { scenes: results, ...(shareSource ? { shareSource } : {}) };
}

async function tileOneScene(
  plan: ImportPlan,
  scene: ImportPlan['manifest']['scenes'][number],
  dir: string,
  ctx: TilingContext,
  onProgress: ImportOptions['onProgress'],
  onDecoded?: (equirect: Equirect) => void,
): Promise<ImportResult['scenes'][number]> {
  const started = performance.now();
  const tiles = await tileScene(
    {
      file: join(plan.folder, scene.panorama),
      privacy: scenePrivacy(plan, scene),
      ...(onDecoded ? { onDecoded } : {}),
    },
    scene.initialView ?? DEFAULT_VIEW,
    join(dir, scene.id),
    {
      ...ctx,
      onProgress: (e) => onProgress?.({ type: 'level', scene: scene.id, ...e }),
    },
  );
  return { id: scene.id, ms: performance.now() - started, ...tiles };
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
  buildId: string,
  plan: ImportPlan,
  meta: PublishMeta,
): Promise<TourVersion> {
  try {
    return await storage.publishVersion({
      code: plan.code,
      record,
      buildId,
      manifest: { ...plan.manifest, code: plan.code },
      files: meta.files,
      rollbackOf: null,
      publishedBy: meta.publishedBy,
      jobId: meta.jobId,
    });
  } catch (error) {
    await store.removeBuild(record.code, buildId);
    const earlier = meta.jobId === null ? null : await storage.findVersionByJob(meta.jobId);
    if (earlier) return earlier;
    throw error;
  }
}
