import type { DraftManifest, StudioDraft } from '@tourview/schema';
import type { Norths } from './return-door.js';
import type { DraftScene } from './scene-edits.js';

/** Where north lies in a scene and who said so: the operator, or the camera's GPano heading. */
export interface SceneNorth {
  yaw: number;
  from: 'set' | 'camera';
}

/**
 * A scene's north as publishing will take it: its own `north`, else the heading its panorama
 * file's GPano XMP gave when the upload was inspected; `undefined` when neither says.
 */
export function sceneNorth(scene: DraftScene, files: StudioDraft['files']): SceneNorth | undefined {
  if (scene.north !== undefined) return { yaw: scene.north, from: 'set' };
  const file = files.find((f) => f.name === scene.panorama && f.kind === 'panorama');
  const camera = file?.cube?.north;
  return camera === undefined ? undefined : { yaw: camera, from: 'camera' };
}

/** Every scene's north that is known, by scene id. */
export function sceneNorths(manifest: DraftManifest, files: StudioDraft['files']): Norths {
  return Object.fromEntries(manifest.scenes.map((s) => [s.id, sceneNorth(s, files)?.yaw]));
}
