import { readdir } from 'node:fs/promises';
import { tourCodeSchema, type Manifest, type TripodCover } from '@tourview/schema';
import { invalidFolder, TourError } from '../errors.js';
import { didYouMean } from '../manifest/did-you-mean.js';
import { isUnder, placeholderProblems, placeholdersIn } from '../manifest/placeholders.js';
import { located, problemLines, type ManifestProblem } from '../manifest/problem-path.js';
import { field, list, number, text } from '../manifest/raw-data.js';
import { readManifest } from '../manifest/read-manifest.js';
import { referenceProblems } from '../manifest/reference-problems.js';
import { checkManifestSchema } from '../manifest/schema-problems.js';
import { separatedAmountProblems, withoutExplained } from '../manifest/separated-amounts.js';
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
  /**
   * The studio's tripod cover, set at publish, which the tour's panoramas get when its manifest
   * has no cover of its own; with the agency logo's bytes when it goes inside.
   */
  accountCover?: { cover: TripodCover; logo?: Uint8Array };
}

/** What checking a folder found: its plan, or every problem, located in the manifest. */
export type FolderCheck =
  | { ok: true; plan: ImportPlan }
  | { ok: false; lines: string[]; problems: readonly ManifestProblem[]; data: unknown };

/**
 * Checks a tour folder completely before anything is written, in one round: the manifest
 * (syntax, placeholders left by `tour init`, schema, tour code, scene references) and every
 * file it names, each check running even when the manifest breaks the schema elsewhere.
 * Throws one {@link TourError} listing every problem, each with its file, line and path.
 */
export async function validateFolder(folder: string, codeOverride?: string): Promise<ImportPlan> {
  const checked = await checkFolder(folder, codeOverride);
  if (!checked.ok) throw invalidFolder(folder, checked.lines);
  return checked.plan;
}

/**
 * {@link validateFolder}'s checks, answering the problems instead of throwing them: as the
 * CLI's lines (`tour.json:14: scenes[1].links[0].target: …`) and located by manifest path,
 * with the manifest's data, for the studio to put them into words of its own.
 */
export async function checkFolder(folder: string, codeOverride?: string): Promise<FolderCheck> {
  const names = await listFolder(folder);
  const read = await readManifest(folder, names);
  if (!read.ok)
    return {
      ok: false,
      lines: read.problems,
      problems: read.problems.map((message) => ({ message })),
      data: null,
    };
  const { data } = read;
  const placeholders = placeholdersIn(data);
  // --code replaces the manifest's code, so a placeholder there is not the operator's to fill in.
  const codeReplaced = codeOverride !== undefined && placeholders.some((p) => p.path[0] === 'code');
  const schema = checkManifestSchema(codeReplaced ? { ...(data as object), code: undefined } : data);
  const files = await probeFolder(folder, data, names);
  const separated = separatedAmountProblems(read.text);
  const problems = placeholdersFirst(placeholders, codeReplaced, [
    ...codeProblems(data, codeOverride),
    ...separated,
    ...withoutExplained(schema.ok ? [] : schema.problems, separated.length > 0),
    ...referenceProblems(data),
    ...fileProblems(data, names, files),
  ]);
  if (problems.length > 0 || !schema.ok)
    return { ok: false, lines: problemLines(read, problems), problems, data };
  return {
    ok: true,
    plan: planOf(folder, codeOverride ?? schema.manifest.code ?? '', schema.manifest, files),
  };
}

function planOf(folder: string, code: string, manifest: Manifest, files: ProbedFiles): ImportPlan {
  const { images, videoDuration } = files;
  return { folder, code, manifest, images, ...(videoDuration === undefined ? {} : { videoDuration }) };
}

/**
 * The placeholders left to fill, then the other problems but those under a placeholder, which
 * filling it in settles.
 */
function placeholdersFirst(
  placeholders: ReturnType<typeof placeholdersIn>,
  codeReplaced: boolean,
  found: ManifestProblem[],
): ManifestProblem[] {
  const toFill = placeholders.filter((p) => !codeReplaced || p.path[0] !== 'code');
  return [...placeholderProblems(toFill), ...found.filter((p) => !p.path || !isUnder(p.path, placeholders))];
}

/** What probing the files the manifest names, those present in the folder, found. */
interface ProbedFiles {
  refs: FileRef[];
  probes: Map<string, LocatedProbe>;
  images: Map<string, ImageSize>;
  videoDuration: number | undefined;
}

async function probeFolder(folder: string, data: unknown, names: ReadonlySet<string>): Promise<ProbedFiles> {
  const refs = fileRefsOf(data);
  const probes = await probeAll(
    folder,
    refs.filter((r) => names.has(r.file)),
  );
  const images = imagesOf(probes);
  const videoDuration = durationOf(probes, field(field(data, 'video'), 'file'));
  return { refs, probes, images, videoDuration };
}

function fileProblems(data: unknown, names: ReadonlySet<string>, files: ProbedFiles): ManifestProblem[] {
  return [
    ...missingFileProblems(files.refs, names),
    ...probeProblems(files.probes),
    ...floorPlanProblems(data, files.images),
    ...chapterProblems(data, files.videoDuration),
  ];
}

async function listFolder(folder: string): Promise<Set<string>> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
  } catch {
    throw new TourError('invalid_argument', `${folder}: not a folder that can be read`);
  }
}

function codeProblems(data: unknown, codeOverride: string | undefined): ManifestProblem[] {
  if (codeOverride === undefined) {
    return field(data, 'code') === undefined
      ? [located(['code'], 'no tour code (set "code" in the manifest or pass --code)')]
      : [];
  }
  const result = tourCodeSchema.safeParse(codeOverride);
  return result.success ? [] : result.error.issues.map((i) => ({ message: `--code: ${i.message}` }));
}

function missingFileProblems(refs: readonly FileRef[], names: ReadonlySet<string>): ManifestProblem[] {
  return refs
    .filter((ref) => !names.has(ref.file))
    .map((ref) => located(ref.path, `no file "${ref.file}" in the folder${didYouMean(ref.file, names)}`));
}

function probeProblems(probes: ReadonlyMap<string, LocatedProbe>): ManifestProblem[] {
  return [...probes.values()].flatMap((probe) => (probe.ok ? [] : [probe.problem]));
}

/**
 * Probes each named file once, in parallel; keyed by file name. A problem names the file and
 * is located where the manifest first names it, since one file may be named in several places.
 */
async function probeAll(folder: string, refs: readonly FileRef[]): Promise<Map<string, LocatedProbe>> {
  const unique = new Map<string, FileRef>();
  for (const ref of refs) if (!unique.has(ref.file)) unique.set(ref.file, ref);
  const entries = await Promise.all(
    [...unique.values()].map(async (ref) => {
      const probe = await probeFile(folder, ref.file, ref.kind);
      return [ref.file, probe.ok ? probe : { ok: false, problem: located(ref.path, probe.problem) }] as const;
    }),
  );
  return new Map(entries);
}

type LocatedProbe = Exclude<Probe, { ok: false }> | { ok: false; problem: ManifestProblem };

function imagesOf(probes: ReadonlyMap<string, LocatedProbe>): Map<string, ImageSize> {
  const images = new Map<string, ImageSize>();
  for (const [file, probe] of probes) if (probe.ok && probe.image) images.set(file, probe.image);
  return images;
}

function durationOf(probes: ReadonlyMap<string, LocatedProbe>, file: unknown): number | undefined {
  const probe = typeof file === 'string' ? probes.get(file) : undefined;
  return probe?.ok ? probe.duration : undefined;
}

function floorPlanProblems(data: unknown, images: ReadonlyMap<string, ImageSize>): ManifestProblem[] {
  return list(data, 'floorPlans').flatMap((plan, i) => {
    const image = text(plan, 'image');
    const size = images.get(image);
    if (!size) return [];
    return list(plan, 'scenes').flatMap((pos, j) => {
      const [x, y] = [number(pos, 'x') ?? 0, number(pos, 'y') ?? 0];
      return x > size.width || y > size.height
        ? [
            located(
              ['floorPlans', i, 'scenes', j],
              `(${x}, ${y}) is outside ${image} (${size.width}×${size.height})`,
            ),
          ]
        : [];
    });
  });
}

function chapterProblems(data: unknown, videoDuration: number | undefined): ManifestProblem[] {
  if (videoDuration === undefined) return [];
  const seconds = (s: number) => `${Number(s.toFixed(1))} s`;
  return list(field(data, 'video'), 'chapters').flatMap((chapter, i) => {
    const start = number(chapter, 'start');
    return start !== undefined && start >= videoDuration
      ? [
          located(
            ['video', 'chapters', i, 'start'],
            `${seconds(start)} is past the end of the video (${seconds(videoDuration)})`,
          ),
        ]
      : [];
  });
}
