import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * Written with zod's tree-shakable `zod/mini`: the app validates this at start-up on every
 * page, home included, which then loads only zod's core (17 kB gzip in the app's build, where
 * the full API weighed 26 kB). It parses and reports as the other schemas do.
 */
const baseUrl = z.string().check(
  z.minLength(1),
  z.refine(
    (u) => u.startsWith('/') || /^https?:\/\//.test(u),
    'Expected an http(s) URL or a path starting with "/".',
  ),
);

const filled = () => z.string().check(z.minLength(1));

/** `https://tours.example.com`: an http(s) origin with no path, query or trailing slash. */
function isBareOrigin(value: string): boolean {
  return /^https?:\/\/[^/?#\s]+$/.test(value);
}

/**
 * The configuration the browser app receives, injected by the server into
 * the HTML at run time and validated once when the app starts.
 */
export const publicConfigSchema = z.strictObject({
  envName: filled(),
  production: z.boolean(),
  publicDataApiBaseUrl: baseUrl,
  cdnBaseUrl: baseUrl,
  firebase: z.strictObject({
    apiKey: filled(),
    authDomain: filled(),
    projectId: filled(),
    storageBucket: filled(),
    messagingSenderId: filled(),
    appId: filled(),
    measurementId: z.optional(filled()),
  }),
  loanCalculatorUrl: z.url({ protocol: /^https?$/ }),
  recaptchaSiteKey: filled(),
  /**
   * The origin visitors open tours on (`PUBLIC_ORIGIN`): shared links and embed snippets are
   * built on it, never on the address the visitor typed, which may be an internal one.
   */
  publicOrigin: z.string().check(z.refine(isBareOrigin, 'Expected a bare http(s) origin.')),
  /** The sites that may frame embed pages (`EMBED_ALLOWED_ORIGINS`): none, a list, or `['*']`. */
  embedOrigins: z.array(filled()),
});

/** What the server reads from its presets and overrides; it adds the rest from its own settings. */
export const presetConfigSchema = z.omit(publicConfigSchema, { publicOrigin: true, embedOrigins: true });

/** The configuration a preset and its overrides give, before the server adds its own settings. */
export type PresetConfig = z.infer<typeof presetConfigSchema>;

/** The browser app's configuration. */
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * A global a static host may set before the app's script runs instead of the injected
 * element; our server never sets it, it injects the element.
 */
export const PUBLIC_CONFIG_GLOBAL = '__TOURVIEW_CONFIG__';

/** Formats zod issues as one line each, `path: message`, so every problem is listed. */
export function formatIssues(error: $ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/**
 * Validates a configuration, listing every problem in English. The full zod API sets its
 * English messages when loaded; `zod/mini` does not, and a page that loads only this schema
 * would otherwise say "Invalid input" for every problem.
 */
export function parsePublicConfig(raw: unknown): { config: PublicConfig } | { problems: string[] } {
  z.config(en());
  const result = publicConfigSchema.safeParse(raw);
  return result.success ? { config: result.data } : { problems: formatIssues(result.error) };
}
