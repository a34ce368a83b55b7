import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The schema modules the tour page's first script and the engine run before the first room is
 * drawn. Zod is about 25 kB gzip: one module of theirs that imports it (even for a schema the
 * page never uses) puts it on the path to the first pixels.
 */
const FIRST_ROOM_MODULES = [
  'page-contract.ts',
  'resolve-text.ts',
  'view-state.ts',
  'tile-contract.ts',
  'faces.ts',
];

const SOURCE = new URL('./', import.meta.url);
const IMPORT = /^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm;

/** Every module `file` loads at run time, itself included (type-only imports load nothing). */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(new URL(file, SOURCE), 'utf8');
  for (const [, typeOnly, specifier] of source.matchAll(IMPORT)) {
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('./')) runtimeImports(specifier.slice(2).replace(/\.js$/, '.ts'), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('what the first room needs from the schema', () => {
  it.each(FIRST_ROOM_MODULES)('%s loads no zod', (file) => {
    expect([...runtimeImports(file)].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });
});
