// Type-checks each part with its own tsconfig, so each keeps its own `lib`/`types`
// (the engine cannot see Node, the server cannot see the DOM).
import { spawn } from 'node:child_process';

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

/** Checks one project; its output is printed whole once it ends, so two never interleave. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

// Two checks at a time: one tsc keeps a core busy, and on 2 cores the eleven one after another
// took 77 s.
const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await Promise.all([worker(), worker()]);
// Not `process.exit`: it could cut off output still being written to a pipe.
process.exitCode = failed ? 1 : 0;
