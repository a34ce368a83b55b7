import {
  SHARE_IMAGE_SIZE,
  type CubeLevel,
  type InlinePreview,
  type Manifest,
  type Tour,
  type TourVideo,
  type View,
} from '@tourview/schema';
import type { ImageSize } from '../media/probe-image.js';
import { SCENE_FILES } from '../pyramid/scene-tiles.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { mediaKey, type MediaFile, type MediaRole } from './media-names.js';
import { internalError } from '../errors.js';

/** Where the camera starts in a scene whose manifest gives no initial view. */
export const DEFAULT_VIEW: View = { yaw: 0, pitch: 0, fov: 90 };

/** Folder of a build holding copied media (floor plans, photos, video, captions). */
export const FILES_DIR = 'files';

/** The link-preview image, at the root of a build. */
export const SHARE_IMAGE_FILE = 'share.jpg';

/** The scene a visitor sees first: the manifest's choice, else its first scene. */
export function startSceneOf(manifest: Manifest): Manifest['scenes'][number] | undefined {
  return manifest.scenes.find((s) => s.id === manifest.startScene) ?? manifest.scenes[0];
}

/** What tiling produced for one scene. */
export interface TiledScene {
  levels: CubeLevel[];
  previewFaceSize: number;
  inlinePreview?: InlinePreview;
  pitchRange?: { min: number; max: number };
  north?: number;
}

/** What the importer wrote besides tiles: the files under their published names, and image sizes. */
export interface WrittenMedia {
  files: readonly MediaFile[];
  sizes: ReadonlyMap<string, ImageSize>;
}

type FileRef = (role: MediaRole, source: string) => string;

/**
 * Turns a validated manifest plus the tiles written for it into the tour record, every media
 * reference relative to the CDN base URL under the build's prefix.
 */
export function buildTourRecord(
  plan: ImportPlan,
  refBase: string,
  tiled: readonly TiledScene[],
  media: WrittenMedia,
  times: { createdAt: string; updatedAt: string },
): Tour {
  const { manifest } = plan;
  const nameOf = publishedNames(media);
  const ref: FileRef = (role, source) => `${refBase}/${FILES_DIR}/${nameOf(role, source)}`;
  const agent = manifest.property.agent;
  const video = manifest.video && videoRecord(manifest.video, plan.videoDuration ?? 0, ref);
  return {
    code: plan.code,
    title: manifest.title,
    ...(manifest.defaultLanguage ? { defaultLanguage: manifest.defaultLanguage } : {}),
    property: { ...manifest.property, agent: { ...agent, photo: agent.photo && ref('agent', agent.photo) } },
    startScene: startSceneOf(manifest)?.id ?? '',
    scenes: manifest.scenes.map((scene, i) => sceneRecord(scene, `${refBase}/${scene.id}`, tiled[i], ref)),
    floorPlans: floorPlanRecords(plan, media, ref, nameOf),
    ...(video ? { video } : {}),
    shareImage: { url: `${refBase}/${SHARE_IMAGE_FILE}`, ...SHARE_IMAGE_SIZE },
    ...times,
  };
}

/** Looks up the name a source file was published under, for its role. */
function publishedNames(media: WrittenMedia): (role: MediaRole, source: string) => string {
  const names = new Map(media.files.map((file) => [mediaKey(file.role, file.source), file.name]));
  return (role, source) => {
    const name = names.get(mediaKey(role, source));
    if (name === undefined) throw internalError(`No published name for the ${role} file ${source}.`);
    return name;
  };
}

function floorPlanRecords(
  plan: ImportPlan,
  media: WrittenMedia,
  ref: FileRef,
  nameOf: (role: MediaRole, source: string) => string,
): Tour['floorPlans'] {
  return plan.manifest.floorPlans.map((floorPlan) =>
    floorPlanRecord(
      floorPlan,
      ref('plan', floorPlan.image),
      plan.images.get(floorPlan.image),
      media.sizes.get(nameOf('plan', floorPlan.image)),
    ),
  );
}

function sceneRecord(
  scene: Manifest['scenes'][number],
  sceneBase: string,
  tiled: TiledScene | undefined,
  ref: FileRef,
): Tour['scenes'][number] {
  const north = scene.north ?? tiled?.north;
  // Blur regions are baked into the tiles; where they lie (or where a face was declined) is no
  // visitor's business.
  const { blur: _baked, declinedFaces: _declined, ...published } = scene;
  return {
    ...published,
    ...(north === undefined ? {} : { north }),
    panorama: {
      ...(tiled?.pitchRange ? { pitchRange: tiled.pitchRange } : {}),
      levels: tiled?.levels ?? [],
      tileUrl: `${sceneBase}/${SCENE_FILES.tiles}`,
      preview: {
        url: `${sceneBase}/${SCENE_FILES.preview}`,
        faceSize: tiled?.previewFaceSize ?? 0,
        ...(tiled?.inlinePreview ? { inline: tiled.inlinePreview } : {}),
      },
    },
    thumbnail: `${sceneBase}/${SCENE_FILES.thumbnail}`,
    initialView: scene.initialView ?? DEFAULT_VIEW,
    infos: scene.infos.map((info) => ({ ...info, image: info.image && ref('info', info.image) })),
  };
}

function videoRecord(video: NonNullable<Manifest['video']>, duration: number, ref: FileRef): TourVideo {
  return {
    sources: [{ url: ref('video', video.file), type: 'video/mp4' }],
    poster: video.poster && ref('poster', video.poster),
    duration,
    captions: video.captions.map(({ file, ...caption }) => ({ ...caption, url: ref('captions', file) })),
    chapters: video.chapters,
  };
}

/**
 * A floor plan as published: the size of the image written, and the scene positions, given
 * in the operator's image pixels, scaled by the same factor when the plan was scaled down.
 */
function floorPlanRecord(
  floorPlan: Manifest['floorPlans'][number],
  image: string,
  source: ImageSize | undefined,
  written: ImageSize | undefined,
): Tour['floorPlans'][number] {
  const width = written?.width ?? source?.width ?? 0;
  const height = written?.height ?? source?.height ?? 0;
  const sx = source ? width / source.width : 1;
  const sy = source ? height / source.height : 1;
  return {
    ...floorPlan,
    image,
    width,
    height,
    scenes: floorPlan.scenes.map((pos) => ({ ...pos, x: pos.x * sx, y: pos.y * sy })),
  };
}
