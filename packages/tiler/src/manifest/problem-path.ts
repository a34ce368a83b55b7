import type { LineOf } from './manifest-lines.js';

/** A location in the manifest, as zod reports it. */
export type ManifestPath = readonly PropertyKey[];

/** One problem with a tour folder: where in the manifest (none for the command line) and what. */
export interface ManifestProblem {
  path?: ManifestPath;
  message: string;
}

/** Formats a path as people write it: `scenes[1].links[0].target`. */
export function formatPath(path: ManifestPath): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/** A problem at a path of the manifest. */
export function located(path: ManifestPath, message: string): ManifestProblem {
  return { path, message };
}

/** The manifest file a folder's problems are in, and where its paths are written. */
export interface ManifestSource {
  file: string;
  lineOf: LineOf;
}

/**
 * Every problem as one line, in the order the manifest reads (command-line problems first):
 * `tour.yaml:14: scenes[1].links[0].target: no scene "hal"`.
 */
export function problemLines(source: ManifestSource, problems: readonly ManifestProblem[]): string[] {
  return problems
    .map((problem, index) => ({ problem, index, line: problem.path ? source.lineOf(problem.path) : 0 }))
    .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || a.index - b.index)
    .map(({ problem, line }) => {
      if (!problem.path) return problem.message;
      const where = line === undefined ? source.file : `${source.file}:${line}`;
      return `${where}: ${formatPath(problem.path) || '(manifest)'}: ${problem.message}`;
    });
}
