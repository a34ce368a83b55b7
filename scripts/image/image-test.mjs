// `npm run test:image`: builds the production image (on a local Node 24 base, as no registry is
// reachable), runs it as production would, with APP_ENV=stage and a fresh SQLite volume, and
// checks what the image promises: it answers readiness, its health names the version and the
// commit, it runs as a non-root user, no development dependency is inside, no tour was imported
// on start, a tour imported with the CLI inside the container is served, and it stays within its
// size budget.
//
// Exit status: 0 when every check passed, or when this machine cannot run containers at all
// (podman, runc or debootstrap missing, no Debian mirror, or podman cannot start even the base
// image): then it prints `image test SKIPPED: <why>`. TOURVIEW_IMAGE_TEST=required turns such
// a skip into a failure. 1 for a failed build or check.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ensureBaseImage } from './base-image.mjs';
import { buildImage } from './build-image.mjs';
import { PODMAN_LIMITS, podman, podmanTry } from './podman.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMAGE = 'localhost/tourview:test';
/** The image's size budget, and the part of it above the base (the Containerfile states both). */
const SIZE_BUDGET_MB = 500;
const ABOVE_BASE_BUDGET_MB = 150;
const READY_WITHIN_MS = 60_000;
const TOUR = 'image-test';
/** Development tools that must not be in the image (each a root devDependency of ours). */
const DEV_ONLY = [
  'vitest',
  'eslint',
  'typescript',
  'vite',
  'tsx',
  'prettier',
  'playwright-core',
  'happy-dom',
  's3rver',
];

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const log = (line) => console.log(`[${seconds()} s] ${line}`);

class Skip extends Error {}

function skip(reason) {
  const required = process.env.TOURVIEW_IMAGE_TEST === 'required';
  console.log(`image test SKIPPED: ${reason}`);
  if (required) console.log('TOURVIEW_IMAGE_TEST=required: a skip counts as a failure.');
  process.exit(required ? 1 : 0);
}

function check(condition, what, detail = '') {
  if (!condition) throw new Error(`${what}${detail ? `: ${detail}` : ''}`);
  log(`ok: ${what}`);
}

function preflight() {
  for (const tool of ['podman', 'runc', 'debootstrap']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
      throw new Skip(`${tool} is not installed`);
  }
}

/** A loopback port nobody listens on now. */
function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The base image, or a skip when this machine cannot make one or run a container from it. */
function baseImage() {
  let base;
  try {
    base = ensureBaseImage(log);
  } catch (error) {
    throw new Skip(`no base image could be built here (${error.message.split('\n')[0]})`);
  }
  const run = podmanTry(['run', '--rm', ...PODMAN_LIMITS, base, 'node', '--version']);
  if (run.status !== 0)
    throw new Skip(`podman cannot run a container here: ${run.stderr.trim().split('\n').at(-1)}`);
  log(`a container runs: ${run.stdout.trim()}`);
  return base;
}

async function waitForReady(url, container) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/public/ready`).catch(() => null);
    if (answer?.status === 200) return;
    const state = podman(['inspect', '--format', '{{.State.Status}}', container]);
    if (state !== 'running') throw new Error(`the container is ${state}:\n${podman(['logs', container])}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no readiness within ${READY_WITHIN_MS / 1000} s:\n${podman(['logs', container])}`);
}

const inside = (container, ...command) => podman(['exec', container, ...command]);

async function getJson(url) {
  const answer = await fetch(url);
  return {
    status: answer.status,
    body: answer.headers.get('content-type')?.includes('json') ? await answer.json() : null,
  };
}

async function checkRunningImage(container, url, commit) {
  const version = JSON.parse(
    readFileSync(new URL('../../packages/server/package.json', import.meta.url), 'utf8'),
  ).version;
  const health = await getJson(`${url}/api/public/health`);
  check(
    health.status === 200 && health.body.version === version && health.body.commit === commit,
    `health names version ${version} and commit ${commit.slice(0, 12)}`,
    JSON.stringify(health.body),
  );
  check(health.body.dialect === 'sqlite', 'the instance runs on the SQLite volume', health.body.dialect);

  const uid = /^Uid:\s+(\d+)/m.exec(inside(container, 'cat', '/proc/1/status'))?.[1];
  check(uid !== undefined && uid !== '0', 'the server process runs as a non-root user', `uid ${uid}`);
  const healthcheck = podmanTry(['healthcheck', 'run', container]);
  check(healthcheck.status === 0, "the image's HEALTHCHECK passes", healthcheck.stdout + healthcheck.stderr);

  const present = inside(container, 'ls', '-A', '/app/node_modules').split(/\s+/);
  const devInside = DEV_ONLY.filter((name) => present.includes(name));
  check(
    devInside.length === 0,
    `no development dependency in the image (${DEV_ONLY.join(', ')})`,
    devInside.join(', '),
  );
  const sources = inside(
    container,
    'sh',
    '-c',
    'find /app/packages -name node_modules -prune -o -name "*.ts" ! -name "*.d.ts" -print | head -n 3',
  );
  check(sources === '', 'no TypeScript source of ours in the image', sources);

  const demo = await getJson(`${url}/api/public/tours/demo`);
  check(
    demo.status === 404,
    'the demo tour was not imported',
    `GET /api/public/tours/demo answered ${demo.status}`,
  );
  const listed = JSON.parse(inside(container, 'tour', 'list', '--json'));
  check(
    Array.isArray(listed) && listed.length === 0,
    'the fresh volume holds no tour',
    JSON.stringify(listed),
  );

  podman(['cp', `${ROOT}/fixtures/two-rooms`, `${container}:/tmp/two-rooms`]);
  log('tour import inside the container');
  inside(container, 'tour', 'import', '/tmp/two-rooms', '--code', TOUR);
  const tour = await getJson(`${url}/api/public/tours/${TOUR}`);
  check(
    tour.status === 200 && tour.body?.code === TOUR,
    `the imported tour is served (${TOUR})`,
    String(tour.status),
  );
  const page = await fetch(`${url}/${TOUR}`);
  const html = await page.text();
  check(
    page.status === 200 && html.includes('tourview-config'),
    'its page is served with the app',
    String(page.status),
  );

  // The image keeps only the face detector's model of face-api's (Containerfile): the studio's
  // face search must still load it and look at a picture.
  const faces = inside(container, 'node', '--input-type=module', '-e', FACE_SEARCH);
  check(
    faces.endsWith('faces: 0 on wasm'),
    "the studio's face search runs on WebAssembly (no face on a grey picture)",
    faces,
  );
}

/** Runs the tiler's face detector on a plain grey cube face inside the image. */
const FACE_SEARCH = `
const { detectFaces, detectorBackend } = await import('/app/packages/tiler/dist/faces/face-detector.js');
const size = 416;
const found = await detectFaces({ width: size, height: size, data: new Uint8Array(size * size * 3).fill(128) });
console.log('faces: ' + found.length + ' on ' + (await detectorBackend()));
`;

function imageSizeMb(image) {
  return Math.round(Number(podman(['image', 'inspect', '--format', '{{.Size}}', image])) / 1e6);
}

async function main() {
  preflight();
  const base = baseImage();
  const { commit } = buildImage({ tag: IMAGE, base, log });
  log('image built');
  const sizeMb = imageSizeMb(IMAGE);
  const aboveBaseMb = sizeMb - imageSizeMb(base);
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const name = `tourview-image-test-${process.pid}`;
  podman(['volume', 'create', name]);
  try {
    podman([
      'run',
      '--detach',
      '--name',
      name,
      ...PODMAN_LIMITS,
      '--publish',
      `127.0.0.1:${port}:8080`,
      '--volume',
      `${name}:/data`,
      '--env',
      'APP_ENV=stage',
      '--env',
      `PUBLIC_ORIGIN=${url}`,
      '--env',
      'STUDIO_PORT=off',
      IMAGE,
    ]);
    const runAt = performance.now();
    await waitForReady(url, name);
    log(`ready ${Math.round(performance.now() - runAt)} ms after podman run returned`);
    await checkRunningImage(name, url, commit);
  } finally {
    podmanTry(['rm', '--force', '--time', '0', name]);
    podmanTry(['volume', 'rm', '--force', name]);
  }
  check(sizeMb <= SIZE_BUDGET_MB, `the image is ${sizeMb} MB, within its ${SIZE_BUDGET_MB} MB budget`);
  check(
    aboveBaseMb <= ABOVE_BASE_BUDGET_MB,
    `${aboveBaseMb} MB of it above the base, within ${ABOVE_BASE_BUDGET_MB} MB`,
  );
  log('image test passed');
}

main().catch((error) => {
  if (error instanceof Skip) skip(error.message);
  console.error(`image test FAILED after ${seconds()} s: ${error.message}`);
  process.exit(1);
});
