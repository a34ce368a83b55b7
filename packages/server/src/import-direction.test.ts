import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * What each top-level folder may import besides itself; the entries at the top of `src/`
 * (`index.ts`, `server.ts`, `serve.ts`) may import every folder and nothing imports them.
 */
const MAY_IMPORT: Record<string, string[]> = {
  config: [],
  metrics: [],
  http: ['config', 'metrics'],
  jobs: ['config', 'http', 'metrics'],
  public: ['config', 'http', 'metrics'],
  studio: ['config', 'http', 'jobs', 'metrics'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const isTestHelper = (path: string) => path.endsWith('.test.ts') || path.split(sep).includes('testing');

/** The files under `src/` that this module imports by a relative path. */
function relativeImports(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
  return specifiers.map(([, specifier = '']) => relative(SRC, resolve(dirname(path), specifier)));
}

/** Why an import of `target` by `source` (both relative to `src/`) breaks the layering, if it does. */
export function importProblem(source: string, target: string): string | null {
  const [from, to] = [source.split(sep), target.split(sep)];
  const [fromFolder = '', toFolder = ''] = [from[0], to[0]];
  if (toFolder === '..') return null;
  if (to.includes('testing')) return 'imports a test helper';
  if (from.length === 1) return null;
  if (to.length === 1) return 'imports an entry at the top of src/';
  if (fromFolder === toFolder || MAY_IMPORT[fromFolder]?.includes(toFolder)) return null;
  return `imports ${toFolder}/, which ${fromFolder}/ may not`;
}

describe("the server's import directions", () => {
  it('finds an import that runs the wrong way', () => {
    expect(importProblem('jobs/job-runner.ts', 'serve.js')).toMatch(/entry/);
    expect(importProblem('studio/routes/tours.ts', 'studio/testing/studio-test-app.js')).toMatch(
      /test helper/,
    );
    expect(importProblem('http/problems.ts', 'public/public-app.js')).toMatch(/public\//);
    expect(importProblem('public/public-app.ts', 'studio/studio-app.js')).toMatch(/studio\//);
    expect(importProblem('studio/studio-app.ts', 'http/http-app.js')).toBeNull();
  });

  it('holds for every production module', () => {
    const problems = sourceFiles(SRC)
      .filter((path) => !isTestHelper(path))
      .flatMap((path) => {
        const source = relative(SRC, path);
        return relativeImports(path).flatMap((target) => {
          const problem = importProblem(source, target);
          return problem ? [`${source} ${problem} (${target})`] : [];
        });
      });
    expect(problems).toEqual([]);
  });
});
