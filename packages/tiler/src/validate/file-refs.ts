import { manifestFileSchema } from '@tourview/schema';
import type { ManifestPath } from '../manifest/problem-path.js';

/** What a referenced file must be. */
export type FileKind = 'panorama' | 'image' | 'video' | 'captions';

/** One file the manifest names, where it names it, and what it must be. */
export interface FileRef {
  file: string;
  path: ManifestPath;
  kind: FileKind;
}

/** Where manifests name files; `*` is every element of an array. */
const FILE_FIELDS: readonly [FileKind, ...string[]][] = [
  ['panorama', 'scenes', '*', 'panorama'],
  ['image', 'scenes', '*', 'infos', '*', 'image'],
  ['image', 'floorPlans', '*', 'image'],
  ['image', 'property', 'agent', 'photo'],
  ['video', 'video', 'file'],
  ['image', 'video', 'poster'],
  ['captions', 'video', 'captions', '*', 'file'],
  ['image', 'branding', 'logo'],
  ['image', 'tripodCover', 'logo'],
];

/**
 * Every well-formed file name a manifest names. It reads raw data, not only a parsed manifest,
 * so the files are checked even when other parts of the manifest break the schema.
 */
export function fileRefsOf(data: unknown): FileRef[] {
  return FILE_FIELDS.flatMap(([kind, ...fields]) =>
    valuesAt(data, fields, [])
      .filter(({ value }) => manifestFileSchema.safeParse(value).success)
      .map(({ value, path }) => ({ file: String(value), path, kind })),
  );
}

function valuesAt(
  node: unknown,
  fields: readonly string[],
  path: PropertyKey[],
): { value: unknown; path: PropertyKey[] }[] {
  const [field, ...rest] = fields;
  if (field === undefined) return node === undefined ? [] : [{ value: node, path }];
  if (field === '*') {
    return Array.isArray(node) ? node.flatMap((item: unknown, i) => valuesAt(item, rest, [...path, i])) : [];
  }
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, field)) return [];
  return valuesAt((node as Record<string, unknown>)[field], rest, [...path, field]);
}
