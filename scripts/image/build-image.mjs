// Builds the production image from the Containerfile on a local Node 24 base (see
// base-image.mjs), with the checkout's commit for the health answer. As a command
// (`npm run build:image [tag]`) it prints the tag on its last line.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBaseImage } from './base-image.mjs';
import { PODMAN_LIMITS, podman } from './podman.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_TAG = 'localhost/tourview:latest';

export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Where the build sees this machine's extra certificate authorities (a bind mount, never a layer). */
const BUILD_CA_FILE = '/run/tourview-build-ca.pem';

function npmConfig(key) {
  const value = execFileSync('npm', ['config', 'get', key], { encoding: 'utf8' }).trim();
  return value === 'null' || value === 'undefined' || value === '' ? null : value;
}

/**
 * What lets `npm ci` inside the build reach the registry the way this machine does: another
 * registry, and the certificate authorities of a TLS-inspecting proxy (npm's `cafile` or
 * NODE_EXTRA_CA_CERTS), mounted read-only for the build's steps. They reach the build stage
 * only: the final stage starts again from the base, so none is in the image or its history.
 * (podman passes the proxy variables, HTTP_PROXY and the rest, by itself.)
 */
function registryBuildOptions() {
  const options = [];
  const registry = npmConfig('registry');
  if (registry && registry !== 'https://registry.npmjs.org/')
    options.push('--build-arg', `npm_config_registry=${registry}`);
  const caFile = npmConfig('cafile') ?? process.env.NODE_EXTRA_CA_CERTS;
  if (caFile && existsSync(caFile))
    options.push(
      '--volume',
      `${caFile}:${BUILD_CA_FILE}:ro`,
      '--build-arg',
      `NODE_EXTRA_CA_CERTS=${BUILD_CA_FILE}`,
    );
  return options;
}

/** Builds the image as `tag` on `base` (built or reused now when not given). */
export function buildImage({
  tag = DEFAULT_TAG,
  base = ensureBaseImage(),
  log = (line) => console.log(line),
} = {}) {
  const commit = gitCommit();
  log(`podman build ${tag} on ${base} (commit ${commit})`);
  podman(
    [
      'build',
      // The docker format keeps HEALTHCHECK, which the OCI format has no field for.
      '--format',
      'docker',
      // `npm ci` and apt reach the registry and the mirror as this machine does.
      '--network',
      'host',
      ...PODMAN_LIMITS,
      '--build-arg',
      `BASE_IMAGE=${base}`,
      '--build-arg',
      `SOURCE_COMMIT=${commit}`,
      ...registryBuildOptions(),
      '--tag',
      tag,
      '--file',
      'Containerfile',
      '.',
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return { tag, base, commit };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { tag } = buildImage({ tag: process.argv[2] ?? DEFAULT_TAG, log: (line) => console.error(line) });
  console.log(tag);
}
