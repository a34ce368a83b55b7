import { readdir } from 'node:fs/promises';
import { tourCodeSchema, type Manifest } from '@tourview/schema';
import { invalidFolder, TourError } from '../errors.js';
import { didYouMean } from '../manifest/did-you-mean.js';
import { formatPath, located } from '../manifest/problem-path.js';
import { readManifest } from '../manifest/read-manifest.js';
import { referenceProblems } from '../manifest/reference-problems.js';
import { checkManifestSchema } from '../manifest/schema-problems.js';
import type { ImageSize } from '../media/probe-image.js';
import { fileRefsOf, type FileRef } from './file-refs.js';
import { probeFile, type Probe } from './probe-files.js';

/** A tour folder that passed every check, with what the checks measured. */
export interface ImportPlan {
  folder: string;
  code: string;
  manifest: Manifest;
  /** Size of every image the manifest names, by file name. */
  images: ReadonlyMap<string, ImageSize>;
  /** Seconds, when the tour has a video. */
  videoDuration?: number;
}

/**
 * Checks a tour folder completely before anything is written: the manifest (syntax, schema,
 * references) and every file it names, even when the manifest breaks the schema elsewhere.
 * Throws one {@link TourError} listing every problem, each with its location.
 */
export async function validateFolder(folder: string, codeOverride?: string): Promise<ImportPlan> {
  const names = await listFolder(folder);
  const read = await readManifest(folder, names);
  if (!read.ok) throw invalidFolder(folder, [read.problem]);
  const schema = checkManifestSchema(read.data);
  const refs = fileRefsOf(read.data);
  const probes = await probeAll(
    folder,
    refs.filter((r) => names.has(r.file)),
  );
  const fileProblems = [...missingFileProblems(refs, names), ...probeProblems(probes)];
  if (!schema.ok) throw invalidFolder(folder, [...schema.problems, ...fileProblems]);
  const { manifest } = schema;
  const problems = [...codeProblems(manifest, codeOverride), ...referenceProblems(manifest), ...fileProblems];
  const plan = planOf(folder, codeOverride ?? manifest.code ?? '', manifest, probes);
  problems.push(...floorPlanProblems(plan), ...chapterProblems(plan));
  if (problems.length > 0) throw invalidFolder(folder, problems);
  return plan;
}

async function listFolder(folder: string): Promise<Set<string>> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
  } catch {
    throw new TourError('invalid_argument', `${folder}: not a folder that can be read`);
  }
}

function codeProblems(manifest: Manifest, codeOverride: string | undefined): string[] {
  if (codeOverride === undefined) {
    return manifest.code
      ? []
      : [located(['code'], 'no tour code (set "code" in the manifest or pass --code)')];
  }
  const result = tourCodeSchema.safeParse(codeOverride);
  return result.success ? [] : result.error.issues.map((i) => `--code: ${i.message}`);
}

function missingFileProblems(refs: readonly FileRef[], names: ReadonlySet<string>): string[] {
  return refs
    .filter((ref) => !names.has(ref.file))
    .map((ref) => located(ref.path, `no file "${ref.file}" in the folder${didYouMean(ref.file, names)}`));
}

function probeProblems(probes: ReadonlyMap<string, Probe>): string[] {
  return [...probes.values()].flatMap((probe) => (probe.ok ? [] : [probe.problem]));
}

/**
 * Probes each named file once, in parallel; keyed by file name. A problem names the file
 * and where the manifest first names it, since one file may be named in several places.
 */
async function probeAll(folder: string, refs: readonly FileRef[]): Promise<Map<string, Probe>> {
  const unique = new Map<string, FileRef>();
  for (const ref of refs) if (!unique.has(ref.file)) unique.set(ref.file, ref);
  const entries = await Promise.all(
    [...unique.values()].map(async (ref) => {
      const probe = await probeFile(folder, ref.file, ref.kind);
      const where = ` (at ${formatPath(ref.path)})`;
      return [ref.file, probe.ok ? probe : { ...probe, problem: probe.problem + where }] as const;
    }),
  );
  return new Map(entries);
}

function planOf(folder: string, code: string, manifest: Manifest, probes: Map<string, Probe>): ImportPlan {
  const images = new Map<string, ImageSize>();
  for (const [file, probe] of probes) if (probe.ok && probe.image) images.set(file, probe.image);
  const video = manifest.video && probes.get(manifest.video.file);
  const videoDuration = video?.ok ? video.duration : undefined;
  return { folder, code, manifest, images, ...(videoDuration === undefined ? {} : { videoDuration }) };
}

function floorPlanProblems({ manifest, images }: ImportPlan): string[] {
  return manifest.floorPlans.flatMap((plan, i) => {
    const size = images.get(plan.image);
    if (!size) return [];
    return plan.scenes.flatMap((pos, j) =>
      pos.x > size.width || pos.y > size.height
        ? [
            located(
              ['floorPlans', i, 'scenes', j],
              `(${pos.x}, ${pos.y}) is outside ${plan.image} (${size.width}×${size.height})`,
            ),
          ]
        : [],
    );
  });
}

function chapterProblems({ manifest, videoDuration }: ImportPlan): string[] {
  if (videoDuration === undefined) return [];
  const seconds = (s: number) => `${Number(s.toFixed(1))} s`;
  return (manifest.video?.chapters ?? []).flatMap((chapter, i) =>
    chapter.start >= videoDuration
      ? [
          located(
            ['video', 'chapters', i, 'start'],
            `${seconds(chapter.start)} is past the end of the video (${seconds(videoDuration)})`,
          ),
        ]
      : [],
  );
}
