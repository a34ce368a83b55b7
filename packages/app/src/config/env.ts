import { formatIssues, PUBLIC_CONFIG_GLOBAL, publicConfigSchema, type PublicConfig } from '@tourview/schema';

/** Raised when the configuration the server injected is missing or invalid. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The id of the JSON script element the server injects into every HTML page. */
export const CONFIG_ELEMENT_ID = 'tourview-config';

/**
 * Reads and validates the configuration the server injected at run time, once, listing
 * every problem. A `window.__TOURVIEW_CONFIG__` object wins, so a static host can set it.
 */
export function readConfig(doc: Document = document): PublicConfig {
  const fromGlobal = (globalThis as Record<string, unknown>)[PUBLIC_CONFIG_GLOBAL];
  const raw = fromGlobal ?? parseJsonElement(doc, CONFIG_ELEMENT_ID);
  if (raw === undefined) throw new ConfigError([`no configuration: #${CONFIG_ELEMENT_ID} is missing`]);
  const result = publicConfigSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(formatIssues(result.error));
  return result.data;
}

/** Parses the JSON inside a `<script type="application/json">` element; undefined when absent. */
export function parseJsonElement(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
