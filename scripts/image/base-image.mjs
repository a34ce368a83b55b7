// Builds, where no registry is reachable, a local stand-in for the official
// `node:24-bookworm-slim`: Debian bookworm (debootstrap, minbase variant, from the mirror apt
// uses) with Node 24 and npm from the npm registry under /usr/local, as the official image has
// them. The image is tagged by a content key (Debian suite and mirror, the exact Node and npm
// versions, this file), so it is built once and reused while none of those changes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { arch as cpuArch, tmpdir } from 'node:os';
import { join } from 'node:path';
import { podman, podmanTry } from './podman.mjs';

const SUITE = 'bookworm';
const NODE_RANGE = '24';
const NPM_RANGE = '11';
const REPOSITORY = 'localhost/tourview-base';

/** The Debian mirror this machine's apt uses (deb822 `URIs:` or a one-line `deb` entry). */
export function debianMirror() {
  const files = ['/etc/apt/sources.list'];
  try {
    for (const name of readdirSync('/etc/apt/sources.list.d'))
      files.push(join('/etc/apt/sources.list.d', name));
  } catch {
    // no drop-in folder
  }
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const match =
      /^URIs:\s*(\S*\/debian)\/?\s*$/m.exec(text) ??
      /^deb\s+(?:\[[^\]]*\]\s+)?(\S*\/debian)\/?\s+\S+/m.exec(text);
    if (match?.[1]) return match[1];
  }
  return 'http://deb.debian.org/debian';
}

/** The newest published version of `name` within `range`, from the npm registry. */
function newestVersion(name, range) {
  const out = execFileSync('npm', ['view', `${name}@${range}`, 'version', '--json'], { encoding: 'utf8' });
  const numeric = (version) => version.split('.').map(Number);
  const versions = [JSON.parse(out)].flat().sort((a, b) => {
    const [x, y] = [numeric(a), numeric(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return versions.at(-1);
}

function npmInstall(prefix, specs) {
  execFileSync(
    'npm',
    ['install', '--silent', '--no-save', '--no-package-lock', '--prefix', prefix, ...specs],
    {
      stdio: 'inherit',
    },
  );
}

/** What the base image is made of, and the tag its content key gives it. */
export function baseImagePlan() {
  const nodeArch = cpuArch() === 'arm64' ? 'arm64' : 'x64';
  const mirror = debianMirror();
  const nodeVersion = newestVersion(`node-linux-${nodeArch}`, NODE_RANGE);
  const npmVersion = newestVersion('npm', NPM_RANGE);
  const key = createHash('sha256')
    .update(JSON.stringify({ SUITE, mirror, nodeArch, nodeVersion, npmVersion }))
    .update(readFileSync(new URL(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  return { tag: `${REPOSITORY}:${key}`, nodeArch, mirror, nodeVersion, npmVersion };
}

/**
 * The tag of a base image with Node 24 (built now unless one with the same content key
 * exists). `log` receives one line per step.
 */
export function ensureBaseImage(log = (line) => console.log(line)) {
  const { tag, nodeArch, mirror, nodeVersion, npmVersion } = baseImagePlan();
  if (podmanTry(['image', 'exists', tag]).status === 0) {
    log(`base image ${tag} (cached: Debian ${SUITE}, Node ${nodeVersion}, npm ${npmVersion})`);
    return tag;
  }
  const work = mkdtempSync(join(tmpdir(), 'tourview-base-'));
  try {
    const rootfs = join(work, 'rootfs');
    log(`debootstrap ${SUITE} from ${mirror}`);
    execFileSync('debootstrap', ['--variant=minbase', SUITE, rootfs, mirror], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    log(`Node ${nodeVersion} and npm ${npmVersion} from the npm registry`);
    const packages = join(work, 'packages');
    npmInstall(packages, [`node-linux-${nodeArch}@${nodeVersion}`, `npm@${npmVersion}`]);
    const nodeHome = join(packages, 'node_modules', `node-linux-${nodeArch}`);
    const local = join(rootfs, 'usr/local');
    cpSync(join(nodeHome, 'bin/node'), join(local, 'bin/node'));
    cpSync(join(nodeHome, 'include'), join(local, 'include'), { recursive: true });
    cpSync(join(nodeHome, 'share'), join(local, 'share'), { recursive: true });
    cpSync(join(packages, 'node_modules/npm'), join(local, 'lib/node_modules/npm'), { recursive: true });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin/npx'));
    // Apt's lists and caches are not part of a slim base.
    for (const folder of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
      rmSync(join(rootfs, folder), { recursive: true, force: true });
      mkdirSync(join(rootfs, folder, 'partial'), { recursive: true });
    }
    log(`podman import as ${tag}`);
    const archive = join(work, 'rootfs.tar');
    execFileSync('tar', ['-C', rootfs, '--numeric-owner', '-cf', archive, '.']);
    podman([
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      `ENV NODE_VERSION=${nodeVersion}`,
      '--change',
      'CMD ["node"]',
      archive,
      tag,
    ]);
    return tag;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
