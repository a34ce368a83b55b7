/** A location in the manifest, as zod reports it. */
export type ManifestPath = readonly PropertyKey[];

/** Formats a path as people write it: `scenes[1].links[0].target`. */
export function formatPath(path: ManifestPath): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/** One located line: `scenes[0].panorama: no file "x" in the folder`. */
export function located(path: ManifestPath, message: string): string {
  return `${formatPath(path) || '(manifest)'}: ${message}`;
}
