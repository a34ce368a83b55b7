import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Absolute, so a child also starts in a working directory outside the checkout.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The `tour` command's source entry; `bin/tour.mjs` runs the compiled one. */
export const SOURCE_CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

/**
 * Node arguments that run `entry` (TypeScript) from source: through tsx, with the workspace
 * packages resolved to their sources, never to a `dist/` that may be stale or absent.
 */
export function fromSource(entry: string): string[] {
  return ['--conditions=tourview-source', '--import', TSX, entry];
}
