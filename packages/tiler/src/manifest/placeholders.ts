import { located, type ManifestPath, type ManifestProblem } from './problem-path.js';

const PLACEHOLDER = /^<fill in: (.+)>$/s;

/** The text `tour init` writes where the operator has to fill something in: `<fill in: what>`. */
export function placeholder(what: string): string {
  return `<fill in: ${what}>`;
}

/** Where raw manifest data still holds a placeholder, and what each asks for. */
export function placeholdersIn(
  data: unknown,
  path: ManifestPath = [],
): { path: ManifestPath; what: string }[] {
  if (typeof data === 'string') {
    const what = PLACEHOLDER.exec(data)?.[1];
    return what === undefined ? [] : [{ path, what }];
  }
  if (Array.isArray(data)) return data.flatMap((item: unknown, i) => placeholdersIn(item, [...path, i]));
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]) => placeholdersIn(value, [...path, key]));
  return [];
}

/** One problem per placeholder still there: `title: still to fill in: the listing's title`. */
export function placeholderProblems(found: ReturnType<typeof placeholdersIn>): ManifestProblem[] {
  return found.map(({ path, what }) => located(path, `still to fill in: ${what}`));
}

/** Whether `path` is at or inside one of `paths`. */
export function isUnder(path: ManifestPath, paths: readonly { path: ManifestPath }[]): boolean {
  return paths.some((p) => p.path.length <= path.length && p.path.every((key, i) => key === path[i]));
}
