import { describe, expect, it } from 'vitest';
import { sceneReferenceProblems, type SceneGraph } from './scene-references.js';

const scene = (id: string, infos: string[] = [], links: string[] = []) => ({
  id,
  infos: infos.map((infoId) => ({ id: infoId })),
  links: links.map((target) => ({ target })),
});
const graph = (scenes: SceneGraph['scenes'], rest: Partial<SceneGraph> = {}): SceneGraph => ({
  scenes,
  floorPlans: [],
  ...rest,
});
const located = (g: SceneGraph) => sceneReferenceProblems(g).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('sceneReferenceProblems', () => {
  it('accepts a consistent graph, and a manifest without a start scene', () => {
    expect(sceneReferenceProblems(graph([scene('hall', [], ['kitchen']), scene('kitchen')]))).toEqual([]);
    expect(sceneReferenceProblems(graph([scene('hall')], { startScene: 'hall' }))).toEqual([]);
  });

  it('rejects an info point id used twice in one scene, at the second use', () => {
    expect(sceneReferenceProblems(graph([scene('hall', ['lamp', 'sofa', 'lamp'])]))).toEqual([
      {
        kind: 'duplicate_info_id',
        id: 'lamp',
        path: ['scenes', 0, 'infos', 2, 'id'],
        message: 'Duplicate info point id "lamp" in this scene.',
      },
    ]);
  });

  it('reports each repeat of an info point id, not only the first', () => {
    expect(located(graph([scene('hall', ['lamp', 'lamp', 'lamp'])]))).toEqual([
      'scenes.0.infos.1.id: Duplicate info point id "lamp" in this scene.',
      'scenes.0.infos.2.id: Duplicate info point id "lamp" in this scene.',
    ]);
  });

  it('accepts the same info point id in two scenes, and an info point named like a scene', () => {
    expect(
      sceneReferenceProblems(graph([scene('hall', ['lamp', 'kitchen']), scene('kitchen', ['lamp'])])),
    ).toEqual([]);
  });

  it('rejects a repeated scene id, and checks each scene’s info points on their own', () => {
    expect(located(graph([scene('hall', ['lamp']), scene('hall', ['lamp', 'lamp'])]))).toEqual([
      'scenes.1.id: Duplicate scene id "hall".',
      'scenes.1.infos.1.id: Duplicate info point id "lamp" in this scene.',
    ]);
  });

  it('locates every reference to a scene that does not exist, with the id at fault', () => {
    const broken = graph([scene('hall', [], ['kitchn', 'hall'])], {
      startScene: 'attic',
      floorPlans: [{ scenes: [{ scene: 'hall' }, { scene: 'bath' }] }],
      video: { chapters: [{}, { scene: 'cellar' }] },
    });
    expect(sceneReferenceProblems(broken).map(({ kind, id, path }) => ({ kind, id, path }))).toEqual([
      { kind: 'unknown_scene', id: 'attic', path: ['startScene'] },
      { kind: 'unknown_scene', id: 'kitchn', path: ['scenes', 0, 'links', 0, 'target'] },
      { kind: 'unknown_scene', id: 'bath', path: ['floorPlans', 0, 'scenes', 1, 'scene'] },
      { kind: 'unknown_scene', id: 'cellar', path: ['video', 'chapters', 1, 'scene'] },
    ]);
  });
});
