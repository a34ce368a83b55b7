import { sceneReferenceProblems, type SceneGraph, type SceneReferenceProblem } from '@tourview/schema';
import { didYouMean } from './did-you-mean.js';
import { located, type ManifestProblem } from './problem-path.js';
import { field, list, text } from './raw-data.js';

/**
 * The schema's scene-reference check on raw manifest data, in the operator's words, with a
 * suggestion for a scene id that is a typo of an existing one. It runs even when the data
 * breaks the schema elsewhere; an id that is not a text is the schema's to report.
 */
export function referenceProblems(data: unknown): ManifestProblem[] {
  const graph = sceneGraphOf(data);
  const ids = graph.scenes.map((scene) => scene.id).filter(Boolean);
  return sceneReferenceProblems(graph)
    .filter((p) => p.id !== '')
    .map((p) => located(p.path, describe(p, ids)));
}

function sceneGraphOf(data: unknown): SceneGraph {
  const startScene = field(data, 'startScene');
  const video = field(data, 'video');
  return {
    ...(typeof startScene === 'string' ? { startScene } : {}),
    scenes: list(data, 'scenes').map((scene) => ({
      id: text(scene, 'id'),
      formerIds: list(scene, 'formerIds').filter((id): id is string => typeof id === 'string'),
      links: list(scene, 'links').map((link) => ({ target: text(link, 'target') })),
      infos: list(scene, 'infos').map((info) => ({ id: text(info, 'id') })),
    })),
    floorPlans: list(data, 'floorPlans').map((plan) => ({
      scenes: list(plan, 'scenes').map((pos) => ({ scene: text(pos, 'scene') })),
    })),
    video: {
      chapters: list(video, 'chapters').map((c) => ({
        scene: field(c, 'scene') === undefined ? undefined : text(c, 'scene'),
      })),
    },
  };
}

function describe({ kind, id }: SceneReferenceProblem, sceneIds: readonly string[]): string {
  switch (kind) {
    case 'unknown_scene':
      return `no scene "${id}"${didYouMean(id, sceneIds)}`;
    case 'duplicate_scene_id':
      return `duplicate scene id "${id}"`;
    case 'duplicate_info_id':
      return `duplicate info point id "${id}"`;
    case 'duplicate_former_id':
      return `former id "${id}" is another scene's id or former id`;
  }
}
