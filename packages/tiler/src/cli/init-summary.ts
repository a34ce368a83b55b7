import { relative } from 'node:path';
import type { InitResult } from '../init/init-tour.js';

/** What `tour init` says it did, and what to do next. */
export function initSummary(folder: string, result: InitResult): string {
  const count = result.scenes.length === 1 ? '1 scene' : `${result.scenes.length} scenes`;
  const lines = [
    `Wrote ${relative('.', result.file) || result.file} with ${count} (${result.scenes.map((s) => s.id).join(', ')}), starting in "${result.scenes[0]?.id ?? ''}".`,
    ...result.replaced.map((name) => `  replaced the ${name} that was there`),
    ...result.skipped.map((reason) => `  skipped ${reason}`),
    `Fill in every "<fill in: …>", then run: tour import ${folder}`,
  ];
  return `${lines.join('\n')}\n`;
}
