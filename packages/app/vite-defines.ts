import type { ResolvedConfig } from 'vite';

/**
 * The app build's compile-time constants as a `define` map, for the builds a plugin runs on its
 * own (the home frame, the tour page's first script), which must see the same values.
 */
export function definesOf(config: ResolvedConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value)]));
}
