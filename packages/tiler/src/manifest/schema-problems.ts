import { manifestSchema, type Manifest } from '@tourview/schema';
import type { z } from 'zod';
import { didYouMean } from './did-you-mean.js';
import { located, type ManifestPath } from './problem-path.js';

/** The manifest parsed by the schema, or every problem found, one located line each. */
export type SchemaResult = { ok: true; manifest: Manifest } | { ok: false; problems: string[] };

/** Validates raw manifest data against the schema package's manifest schema. */
export function checkManifestSchema(data: unknown): SchemaResult {
  const result = manifestSchema.safeParse(data);
  if (result.success) return { ok: true, manifest: result.data };
  return { ok: false, problems: result.error.issues.flatMap((issue) => describeIssue(issue)) };
}

function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(manifestSchema, issue.path);
    return issue.keys.map((key) => located([...issue.path, key], `unknown field${didYouMean(key, known)}`));
  }
  if (issue.code === 'invalid_type') {
    const missing = issue.message.endsWith('received undefined');
    return [
      located(issue.path, missing ? 'required' : `expected ${article(issue.expected)} ${issue.expected}`),
    ];
  }
  // A text may be a string or a map of languages; when it is absent, both shapes say so.
  if (issue.code === 'invalid_union' && issue.errors.every((branch) => branch.some(isAbsent)))
    return [located(issue.path, 'required')];
  return [located(issue.path, issue.message)];
}

function isAbsent(issue: z.core.$ZodIssue): boolean {
  return (
    issue.code === 'invalid_type' && issue.path.length === 0 && issue.message.endsWith('received undefined')
  );
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** The field names the schema allows at a path, for "did you mean" on unknown fields. */
function keysAt(schema: z.core.$ZodType, path: ManifestPath): string[] {
  let node: z.core.$ZodType | undefined = schema;
  for (const key of path) node = node && childOf(unwrap(node), key);
  const target = node && unwrap(node);
  return target?._zod.def.type === 'object' ? Object.keys((target as z.core.$ZodObject)._zod.def.shape) : [];
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

function childOf(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  const def = schema._zod.def;
  if (def.type === 'array') return (def as z.core.$ZodArrayDef).element;
  if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape[String(key)];
  return undefined;
}
