import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What this instance runs: the server's version and the git commit it was built from. */
export interface BuildInfo {
  version: string;
  commit: string;
}

function readJson(url: URL): unknown {
  try {
    return JSON.parse(readFileSync(url, 'utf8'));
  } catch {
    return null;
  }
}

function gitCommit(): string {
  try {
    const cwd = fileURLToPath(new URL('.', import.meta.url));
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
}

function isBuildInfo(value: unknown): value is BuildInfo {
  const info = value as Partial<BuildInfo> | null;
  return typeof info?.version === 'string' && typeof info.commit === 'string';
}

let cached: BuildInfo | undefined;

/**
 * The build's record (`build-info.json`, written into `dist/` by `npm run build:server`); from
 * sources, the package's version and the checkout's commit; `unknown` where git cannot say.
 */
export function buildInfo(): BuildInfo {
  if (cached) return cached;
  const recorded = readJson(new URL('../build-info.json', import.meta.url));
  if (isBuildInfo(recorded)) return (cached = recorded);
  const pkg = readJson(new URL('../../package.json', import.meta.url)) as { version?: string } | null;
  cached = { version: pkg?.version ?? 'unknown', commit: gitCommit() };
  return cached;
}
