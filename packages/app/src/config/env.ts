import {
  CONFIG_ELEMENT_ID,
  parsePublicConfig,
  PUBLIC_CONFIG_GLOBAL,
  type PublicConfig,
} from '@tourview/schema';
import { parseJsonElement } from '../lib/page-data.js';

/** Raised when the configuration the server injected is missing or invalid. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the configuration the server injected at run time, once, listing
 * every problem. A `window.__TOURVIEW_CONFIG__` object wins, so a static host can set it.
 */
export function readConfig(doc: Document = document): PublicConfig {
  const fromGlobal = (globalThis as Record<string, unknown>)[PUBLIC_CONFIG_GLOBAL];
  const raw = fromGlobal ?? parseJsonElement(doc, CONFIG_ELEMENT_ID);
  if (raw === undefined) throw new ConfigError([`no configuration: #${CONFIG_ELEMENT_ID} is missing`]);
  const parsed = parsePublicConfig(raw);
  if ('problems' in parsed) throw new ConfigError(parsed.problems);
  return parsed.config;
}
