import { resolveText, defaultLanguageOf, type LocalizedText } from './resolve-text.js';

/** Where an operator fixes a problem of a draft: a scene's editor, the plan or video editor, the tour's fields, the files. */
export type ProblemFix =
  | { kind: 'scene'; scene: string }
  | { kind: 'plan' }
  | { kind: 'video' }
  | { kind: 'tour' }
  | { kind: 'files' };

/** One problem of a draft in words ("Kitchen: the door to “hall” points to a room that no longer exists") and where to fix it. */
export interface DraftProblem {
  text: string;
  fix: ProblemFix;
}

/** A location in the manifest, as zod and the importer report it. */
export type ProblemPath = readonly PropertyKey[];

type Node = Record<string, unknown> | undefined;

const at = (node: unknown, key: PropertyKey): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;

const FIELD_WORDS: Record<string, string> = {
  title: 'the title',
  description: 'the description',
  panorama: 'the panorama',
  north: 'north',
  initialView: 'the start view',
  id: 'the id',
  formerIds: 'an earlier id',
  image: 'the plan image',
  label: 'the name',
  file: 'the video file',
  poster: 'the poster image',
  captions: 'the captions',
  code: 'the tour code',
  startScene: 'the start scene',
  property: 'the property details',
  defaultLanguage: 'the first language',
};

/** The problem's own words, without a capital and full stop; a draft's files are not a folder to its editors. */
function sentence(message: string): string {
  const trimmed = message
    .trim()
    .replace(/\.$/, '')
    .replace(/ in the folder\b/, ' in the draft’s files');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * Puts a problem the publish check found (a path in the manifest and the importer's message)
 * into words an operator reads beside the studio's screens: the room or part of the tour it
 * is in, the field, what is wrong, and where to fix it. Never a file, line or path.
 */
export function draftProblemInWords(
  manifest: unknown,
  path: ProblemPath | undefined,
  message: string,
): DraftProblem {
  const languages = [defaultLanguageOf({ defaultLanguage: stringAt(manifest, 'defaultLanguage') })];
  const name = (text: unknown, fallback: string) =>
    typeof text === 'string' || (text !== null && typeof text === 'object')
      ? resolveText(text as LocalizedText, languages) || fallback
      : fallback;
  const scenes = at(manifest, 'scenes');
  const sceneTitle = (id: unknown) => {
    const scene = Array.isArray(scenes) ? (scenes as Node[]).find((s) => at(s, 'id') === id) : undefined;
    return scene ? name(at(scene, 'title'), String(id)) : undefined;
  };
  const what = sentence(message);
  const [top, index, sub, subIndex, leaf] = path ?? [];
  if (top === 'scenes' && typeof index === 'number') {
    const scene = at(scenes, index);
    const room = name(at(scene, 'title'), `Room ${index + 1}`);
    const fix: ProblemFix =
      typeof at(scene, 'id') === 'string'
        ? { kind: 'scene', scene: at(scene, 'id') as string }
        : { kind: 'tour' };
    if (sub === 'links' && typeof subIndex === 'number') {
      const target = at(at(at(scene, 'links'), subIndex), 'target');
      const title = sceneTitle(target);
      const door = `the door to ${title === undefined ? `“${String(target)}”` : title}`;
      if (leaf === 'target' && title === undefined)
        return { text: `${room}: ${door} points to a room that no longer exists`, fix };
      return { text: `${room}: ${door}: ${what}`, fix };
    }
    if (sub === 'infos' && typeof subIndex === 'number') {
      const info = at(at(scene, 'infos'), subIndex);
      return {
        text: `${room}: the info point “${name(at(info, 'title'), String(subIndex + 1))}”: ${what}`,
        fix,
      };
    }
    const field = typeof sub === 'string' ? (FIELD_WORDS[sub] ?? sub) : 'the room';
    return { text: `${room}: ${field}: ${what}`, fix };
  }
  if (top === 'floorPlans' && typeof index === 'number') {
    const floor = at(at(manifest, 'floorPlans'), index);
    const plan = `Floor plan “${name(at(floor, 'label'), String(index + 1))}”`;
    if (sub === 'scenes' && subIndex === undefined)
      return { text: `${plan}: no room is pinned on it yet`, fix: { kind: 'plan' } };
    if (sub === 'scenes' && typeof subIndex === 'number') {
      const pinned = at(at(at(floor, 'scenes'), subIndex), 'scene');
      const title = sceneTitle(pinned);
      if (leaf === 'scene' && title === undefined)
        return {
          text: `${plan}: a pin is for a room that no longer exists (“${String(pinned)}”)`,
          fix: { kind: 'plan' },
        };
      return {
        text: `${plan}: the pin of ${title ?? `“${String(pinned)}”`}: ${what}`,
        fix: { kind: 'plan' },
      };
    }
    return {
      text: `${plan}: ${typeof sub === 'string' ? (FIELD_WORDS[sub] ?? sub) : 'the plan'}: ${what}`,
      fix: { kind: 'plan' },
    };
  }
  if (top === 'video') {
    if (index === 'chapters' && typeof sub === 'number') {
      const chapter = at(at(at(manifest, 'video'), 'chapters'), sub);
      const title = `Video chapter “${name(at(chapter, 'title'), String(sub + 1))}”`;
      if (subIndex === 'scene' && sceneTitle(at(chapter, 'scene')) === undefined)
        return { text: `${title}: it opens a room that no longer exists`, fix: { kind: 'video' } };
      return { text: `${title}: ${what}`, fix: { kind: 'video' } };
    }
    return {
      text: `Video: ${typeof index === 'string' ? (FIELD_WORDS[index] ?? index) : 'the video'}: ${what}`,
      fix: { kind: 'video' },
    };
  }
  if (top === 'startScene' && sceneTitle(at(manifest, 'startScene')) === undefined)
    return { text: 'Tour: the start scene is a room that no longer exists', fix: { kind: 'tour' } };
  if (top === 'scenes' && Array.isArray(scenes) && scenes.length === 0)
    return { text: 'Rooms: a tour needs at least one room: upload a panorama', fix: { kind: 'files' } };
  if (top === 'scenes') return { text: `Rooms: ${what}`, fix: { kind: 'files' } };
  const field = typeof top === 'string' ? (FIELD_WORDS[top] ?? top) : undefined;
  return { text: field ? `Tour: ${field}: ${what}` : `Tour: ${what}`, fix: { kind: 'tour' } };
}

function stringAt(node: unknown, key: string): string | undefined {
  const value = at(node, key);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Where to fix a problem given only its words (a failed publish job keeps its problems as
 * text): the place {@link draftProblemInWords} puts first, read back against the draft as it is
 * now. A room renamed since is not found: the problem then links to the tour's fields.
 */
export function problemFixOf(manifest: unknown, text: string): ProblemFix {
  if (text.startsWith('Floor plan ')) return { kind: 'plan' };
  if (text.startsWith('Video')) return { kind: 'video' };
  if (text.startsWith('Rooms: ')) return { kind: 'files' };
  const languages = [defaultLanguageOf({ defaultLanguage: stringAt(manifest, 'defaultLanguage') })];
  const scenes = at(manifest, 'scenes');
  const named = (Array.isArray(scenes) ? (scenes as Node[]) : [])
    .map((scene) => ({ id: at(scene, 'id'), title: at(scene, 'title') }))
    .filter(
      (s): s is { id: string; title: LocalizedText } => typeof s.id === 'string' && s.title !== undefined,
    )
    .map((s) => ({ id: s.id, name: resolveText(s.title, languages) }))
    // The longest title first: "Hall" must not claim "Hall upstairs: …".
    .sort((a, b) => b.name.length - a.name.length);
  const scene = named.find((s) => text.startsWith(`${s.name}: `));
  return scene ? { kind: 'scene', scene: scene.id } : { kind: 'tour' };
}
