import type { ExecFileSyncOptions, SpawnSyncReturns } from 'node:child_process';

export const PODMAN_GLOBAL: string[];
export const PODMAN_LIMITS: string[];
export function podman(args: string[], options?: ExecFileSyncOptions): string;
export function podmanTry(args: string[]): SpawnSyncReturns<string>;
