import { draftProblemInWords, type DraftProblem, type ProblemPath } from './draft-problems.js';
import { manifestSchema } from './manifest.js';
import { sceneReferenceProblems } from './scene-references.js';
import type { DraftManifest } from './studio-api.js';

/** Every file a draft's manifest names, with where it names it. */
function namedFiles(manifest: DraftManifest): { file: string; path: ProblemPath }[] {
  const agentPhoto = manifest.property.agent.photo;
  return [
    ...(agentPhoto ? [{ file: agentPhoto, path: ['property', 'agent', 'photo'] }] : []),
    ...manifest.scenes.flatMap((s, i) => [
      { file: s.panorama, path: ['scenes', i, 'panorama'] },
      ...s.infos.flatMap((n, j) =>
        n.image ? [{ file: n.image, path: ['scenes', i, 'infos', j, 'image'] }] : [],
      ),
    ]),
    ...manifest.floorPlans.map((f, i) => ({ file: f.image, path: ['floorPlans', i, 'image'] })),
    ...(manifest.video
      ? [
          { file: manifest.video.file, path: ['video', 'file'] },
          ...(manifest.video.poster ? [{ file: manifest.video.poster, path: ['video', 'poster'] }] : []),
          ...manifest.video.captions.map((c, i) => ({ file: c.file, path: ['video', 'captions', i] })),
        ]
      : []),
  ];
}

/**
 * What the studio can tell is wrong with a draft before publishing it, in words with where to
 * fix it: what the import manifest needs beyond a draft (a room, a pin on every floor), scene
 * references (doors, pins, chapters and the start scene naming rooms that are gone) and files
 * that are not among the draft's `files`. Publishing checks the files' contents too.
 */
export function checkDraft(manifest: DraftManifest, files: ReadonlySet<string>): DraftProblem[] {
  const parsed = manifestSchema.safeParse(manifest);
  const schema = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
  const references = sceneReferenceProblems(manifest).map((p) => ({ path: p.path, message: p.message }));
  const missing = namedFiles(manifest)
    .filter((f) => !files.has(f.file))
    .map((f) => ({ path: f.path, message: `The file ${f.file} is not in the draft’s files.` }));
  const seen = new Set<string>();
  return [...schema, ...references, ...missing]
    .map((p) => draftProblemInWords(manifest, p.path, p.message))
    .filter((p) => !seen.has(p.text) && seen.add(p.text));
}
