import {
  SHARE_IMAGE_SIZE,
  type CubeLevel,
  type Manifest,
  type Tour,
  type TourVideo,
  type View,
} from '@tourview/schema';
import { SCENE_FILES } from '../pyramid/scene-tiles.js';
import type { ImportPlan } from '../validate/validate-folder.js';

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
}

type FileRef = (name: string) => string;

/**
 * Turns a validated manifest plus the tiles written for it into the tour record, every media
 * reference relative to the CDN base URL under the build's prefix.
 */
export function buildTourRecord(
  plan: ImportPlan,
  refBase: string,
  tiled: readonly TiledScene[],
  times: { createdAt: string; updatedAt: string },
): Tour {
  const { manifest } = plan;
  const ref: FileRef = (name) => `${refBase}/${FILES_DIR}/${name}`;
  const agent = manifest.property.agent;
  const video = manifest.video && videoRecord(manifest.video, plan.videoDuration ?? 0, ref);
  return {
    code: plan.code,
    title: manifest.title,
    property: { ...manifest.property, agent: { ...agent, photo: agent.photo && ref(agent.photo) } },
    startScene: startSceneOf(manifest)?.id ?? '',
    scenes: manifest.scenes.map((scene, i) => sceneRecord(scene, `${refBase}/${scene.id}`, tiled[i], ref)),
    floorPlans: manifest.floorPlans.map((floorPlan) => {
      const size = plan.images.get(floorPlan.image);
      return {
        ...floorPlan,
        image: ref(floorPlan.image),
        width: size?.width ?? 0,
        height: size?.height ?? 0,
      };
    }),
    ...(video ? { video } : {}),
    shareImage: { url: `${refBase}/${SHARE_IMAGE_FILE}`, ...SHARE_IMAGE_SIZE },
    ...times,
  };
}

function sceneRecord(
  scene: Manifest['scenes'][number],
  sceneBase: string,
  tiled: TiledScene | undefined,
  ref: FileRef,
): Tour['scenes'][number] {
  return {
    ...scene,
    panorama: {
      levels: tiled?.levels ?? [],
      tileUrl: `${sceneBase}/${SCENE_FILES.tiles}`,
      preview: { url: `${sceneBase}/${SCENE_FILES.preview}`, faceSize: tiled?.previewFaceSize ?? 0 },
    },
    thumbnail: `${sceneBase}/${SCENE_FILES.thumbnail}`,
    initialView: scene.initialView ?? DEFAULT_VIEW,
    infos: scene.infos.map((info) => ({ ...info, image: info.image && ref(info.image) })),
  };
}

function videoRecord(video: NonNullable<Manifest['video']>, duration: number, ref: FileRef): TourVideo {
  return {
    sources: [{ url: ref(video.file), type: 'video/mp4' }],
    poster: video.poster && ref(video.poster),
    duration,
    captions: video.captions.map(({ file, ...caption }) => ({ ...caption, url: ref(file) })),
    chapters: video.chapters,
  };
}
