import { sceneReferenceProblems, type Manifest, type SceneReferenceProblem } from '@tourview/schema';
import { didYouMean } from './did-you-mean.js';
import { located } from './problem-path.js';

/**
 * The schema's scene-reference check on a manifest, one located line each in the operator's
 * words, with a suggestion for a scene id that is a typo of an existing one.
 */
export function referenceProblems(manifest: Manifest): string[] {
  const ids = manifest.scenes.map((scene) => scene.id);
  return sceneReferenceProblems(manifest).map((p) => located(p.path, describe(p, ids)));
}

function describe({ kind, id }: SceneReferenceProblem, sceneIds: readonly string[]): string {
  switch (kind) {
    case 'unknown_scene':
      return `no scene "${id}"${didYouMean(id, sceneIds)}`;
    case 'duplicate_scene_id':
      return `duplicate scene id "${id}"`;
    case 'duplicate_info_id':
      return `duplicate info point id "${id}"`;
  }
}
