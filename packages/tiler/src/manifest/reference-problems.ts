import type { Manifest } from '@tourview/schema';
import { didYouMean } from './did-you-mean.js';
import { located, type ManifestPath } from './problem-path.js';

/**
 * Checks what the schema cannot see alone: every scene reference names a scene, and scene
 * ids and info point ids are unique.
 */
export function referenceProblems(manifest: Manifest): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  manifest.scenes.forEach((scene, i) => {
    if (ids.has(scene.id)) problems.push(located(['scenes', i, 'id'], `duplicate scene id "${scene.id}"`));
    ids.add(scene.id);
    problems.push(...duplicateInfoProblems(scene.infos, i));
  });
  const check = (id: string | undefined, path: ManifestPath) => {
    if (id !== undefined && !ids.has(id))
      problems.push(located(path, `no scene "${id}"${didYouMean(id, ids)}`));
  };
  check(manifest.startScene, ['startScene']);
  manifest.scenes.forEach((scene, i) =>
    scene.links.forEach((link, j) => check(link.target, ['scenes', i, 'links', j, 'target'])),
  );
  manifest.floorPlans.forEach((plan, i) =>
    plan.scenes.forEach((pos, j) => check(pos.scene, ['floorPlans', i, 'scenes', j, 'scene'])),
  );
  manifest.video?.chapters.forEach((chapter, i) => check(chapter.scene, ['video', 'chapters', i, 'scene']));
  return problems;
}

function duplicateInfoProblems(infos: readonly { id: string }[], sceneIndex: number): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  infos.forEach((info, j) => {
    if (seen.has(info.id)) {
      problems.push(
        located(['scenes', sceneIndex, 'infos', j, 'id'], `duplicate info point id "${info.id}"`),
      );
    }
    seen.add(info.id);
  });
  return problems;
}
