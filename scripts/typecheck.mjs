// Type-checks each part with its own tsconfig, so each keeps its own `lib`/`types`
// (the engine cannot see Node, the server cannot see the DOM).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/schema',
  'packages/viewer',
  'packages/storage',
  'packages/server',
  'packages/tiler',
  'packages/app',
  'packages/studio',
  'demo',
  'e2e',
  'bench',
  // Tests run under vitest in Node or happy-dom; they are checked with both sets of globals.
  'tsconfig.tests.json',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
