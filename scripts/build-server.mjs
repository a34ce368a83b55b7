// `npm run build:server`: compiles schema, storage, tiler and server to JavaScript (`dist/` in
// each, `tsc -b` over their project references), then records the version and the git commit
// the server reports in its health answer (`SOURCE_COMMIT` where the sources come without git,
// as in the image's build). Production runs `node` on this output only.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

const compiled = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
}

const { version } = JSON.parse(
  readFileSync(new URL('../packages/server/package.json', import.meta.url), 'utf8'),
);
const info = { version, commit: process.env.SOURCE_COMMIT || gitCommit() };
writeFileSync(
  new URL('../packages/server/dist/build-info.json', import.meta.url),
  `${JSON.stringify(info)}\n`,
);
console.log(`compiled the server packages: version ${info.version}, commit ${info.commit}`);
