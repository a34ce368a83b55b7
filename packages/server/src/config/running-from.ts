import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * `.ts` while this code runs from its sources (tsx, the tests), `.js` once compiled to `dist/`:
 * a module that names a sibling file to load in another process names it with this.
 */
export const MODULE_EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** The package-export condition that resolves the workspace packages to their sources. */
export const SOURCE_CONDITION = 'tourview-source';

/**
 * Node options for a process that runs this package's modules the way this one does: from
 * sources through tsx with the source condition, compiled with this process's own options
 * (tsx is a development dependency, absent from a production install).
 */
export function childExecArgv(): string[] {
  if (MODULE_EXTENSION === '.js') return process.execArgv;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [`--conditions=${SOURCE_CONDITION}`, '--import', tsx];
}
