/**
 * The parts of a tour that hold scene and info-point ids: the tour record and the import
 * manifest both have this shape, so one check serves the record's schema and the importer.
 */
export interface SceneGraph {
  /** Absent in a manifest, where the first scene is the start. */
  startScene?: string | undefined;
  scenes: readonly {
    id: string;
    formerIds?: readonly string[] | undefined;
    links: readonly { target: string }[];
    infos: readonly { id: string }[];
  }[];
  floorPlans: readonly { scenes: readonly { scene: string }[] }[];
  video?: { chapters: readonly { scene?: string | undefined }[] } | undefined;
}

/** What is wrong with an id: it names no scene, or it repeats an id it must not repeat. */
export type SceneReferenceProblemKind =
  'unknown_scene' | 'duplicate_scene_id' | 'duplicate_info_id' | 'duplicate_former_id';

/** A scene-reference problem, located by path, with the id at fault. */
export interface SceneReferenceProblem {
  kind: SceneReferenceProblemKind;
  path: (string | number)[];
  id: string;
  /** The problem in a sentence, as the tour record's schema reports it. */
  message: string;
}

const MESSAGES: Record<SceneReferenceProblemKind, (id: string) => string> = {
  unknown_scene: (id) => `No scene "${id}".`,
  duplicate_scene_id: (id) => `Duplicate scene id "${id}".`,
  duplicate_info_id: (id) => `Duplicate info point id "${id}" in this scene.`,
  duplicate_former_id: (id) => `The former id "${id}" is another scene's id or former id.`,
};

function problem(
  kind: SceneReferenceProblemKind,
  id: string,
  path: (string | number)[],
): SceneReferenceProblem {
  return { kind, path, id, message: MESSAGES[kind](id) };
}

/**
 * Checks what a schema cannot see field by field: scene ids are unique in the tour, info-point
 * ids are unique within their scene (the same id in two scenes is fine), a former id (see
 * `formerIds`) names one scene only and no scene has it as its id, and every scene
 * reference (start scene, link targets, floor-plan positions, video chapters) names a scene.
 * Problems come in document order of scenes first, then references.
 */
export function sceneReferenceProblems(graph: SceneGraph): SceneReferenceProblem[] {
  const ids = new Set<string>();
  const problems: SceneReferenceProblem[] = [];
  graph.scenes.forEach((scene, i) => {
    if (ids.has(scene.id)) problems.push(problem('duplicate_scene_id', scene.id, ['scenes', i, 'id']));
    ids.add(scene.id);
    const infoIds = new Set<string>();
    scene.infos.forEach((info, j) => {
      if (infoIds.has(info.id))
        problems.push(problem('duplicate_info_id', info.id, ['scenes', i, 'infos', j, 'id']));
      infoIds.add(info.id);
    });
  });
  const former = new Set<string>();
  graph.scenes.forEach((scene, i) =>
    scene.formerIds?.forEach((id, j) => {
      if (ids.has(id) || former.has(id))
        problems.push(problem('duplicate_former_id', id, ['scenes', i, 'formerIds', j]));
      former.add(id);
    }),
  );
  const check = (id: string | undefined, path: (string | number)[]) => {
    if (id !== undefined && !ids.has(id)) problems.push(problem('unknown_scene', id, path));
  };
  check(graph.startScene, ['startScene']);
  graph.scenes.forEach((scene, i) =>
    scene.links.forEach((link, j) => check(link.target, ['scenes', i, 'links', j, 'target'])),
  );
  graph.floorPlans.forEach((plan, i) =>
    plan.scenes.forEach((pos, j) => check(pos.scene, ['floorPlans', i, 'scenes', j, 'scene'])),
  );
  graph.video?.chapters.forEach((chapter, i) => check(chapter.scene, ['video', 'chapters', i, 'scene']));
  return problems;
}
