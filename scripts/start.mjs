// `npm start`: install what is missing, build the app and the studio when their sources
// changed, create the demo tour on first run of the local preset, then serve both from
// sources (the server prints both URLs). Production runs `npm run serve` instead, which
// imports nothing. Plain JavaScript because it runs before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

function needsInstall() {
  const marker = join(root, 'node_modules/.package-lock.json');
  return !existsSync(marker) || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

/** What each app is built from, besides the schema and the viewer both use. */
const APP_SOURCES = {
  app: ['src', 'index.html', 'vite.config.ts', 'vite-page-entries.ts'],
  studio: ['src', 'index.html', 'vite.config.ts'],
};

function needsBuild(name) {
  const built = join(root, `packages/${name}/dist/index.html`);
  if (!existsSync(built)) return true;
  const sources = [
    ...APP_SOURCES[name].map((s) => `packages/${name}/${s}`),
    'packages/viewer/src',
    'packages/schema/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newestSource > statSync(built).mtimeMs;
}

/** The preset the server will run: the environment's, else `.env`'s (as the server reads it), else local. */
function appEnv() {
  if (process.env.APP_ENV) return process.env.APP_ENV;
  const file = join(root, '.env');
  return (existsSync(file) && parseEnv(readFileSync(file, 'utf8')).APP_ENV) || 'local';
}

/** Workspace packages from their sources, as the tests run them. */
const FROM_SOURCES = ['--conditions=tourview-source', '--import', 'tsx'];

if (needsInstall()) step('Installing dependencies', npm, ['ci', '--no-audit', '--no-fund']);
const buildApp = needsBuild('app');
const buildStudio = needsBuild('studio');
// Vite loads the app's build config with its own module runner, which resolves the schema it
// imports to the compiled package, not its sources: compile it first (incremental, seconds).
if (buildApp || buildStudio) {
  step('Compiling the shared schema', npx, ['tsc', '-b', 'packages/schema/tsconfig.build.json']);
}
if (buildApp) step('Building the app', npm, ['run', 'build', '-w', '@tourview/app']);
if (buildStudio) step('Building the studio', npm, ['run', 'build', '-w', '@tourview/studio']);
if (appEnv() === 'local') {
  step('Preparing the demo tour', process.execPath, [
    ...FROM_SOURCES,
    'packages/tiler/src/cli.ts',
    'import',
    'demo/tour',
    '--code',
    'demo',
    '--if-missing',
  ]);
} else console.log(`\n▶ Not importing the demo tour: APP_ENV is ${appEnv()}, not local.`);

const server = spawn(process.execPath, [...FROM_SOURCES, 'packages/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
