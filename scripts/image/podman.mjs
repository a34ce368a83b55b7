// How podman runs on a machine like this one (Debian's podman 4, hybrid cgroups, root): the
// runc runtime (crun's setrlimit is refused), cgroupfs instead of systemd, events in a file,
// and explicit limits below the machine's for every container.
import { execFileSync, spawnSync } from 'node:child_process';

/** Global options before every podman command. */
export const PODMAN_GLOBAL = [
  '--runtime',
  'runc',
  '--cgroup-manager',
  'cgroupfs',
  '--events-backend',
  'file',
];
/** Limits every container gets; podman's defaults are above what this machine lets it set. */
export const PODMAN_LIMITS = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];

/** Runs `podman <args>` with the global options; returns its standard output, trimmed, or ''. */
export function podman(args, options = {}) {
  const output = execFileSync('podman', [...PODMAN_GLOBAL, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  // With the output passed through (`stdio: 'inherit'`) there is none to return.
  return (output ?? '').trim();
}

/** Runs `podman <args>` with the global options and reports how it ended, never throwing. */
export function podmanTry(args) {
  return spawnSync('podman', [...PODMAN_GLOBAL, ...args], { encoding: 'utf8' });
}
