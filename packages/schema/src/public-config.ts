import { z } from 'zod';

const baseUrl = z
  .string()
  .min(1)
  .refine(
    (u) => u.startsWith('/') || /^https?:\/\//.test(u),
    'Expected an http(s) URL or a path starting with "/".',
  );

/**
 * The configuration the browser app receives, injected by the server into
 * the HTML at run time and validated once when the app starts.
 */
export const publicConfigSchema = z.strictObject({
  envName: z.string().min(1),
  production: z.boolean(),
  publicDataApiBaseUrl: baseUrl,
  cdnBaseUrl: baseUrl,
  firebase: z.strictObject({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    storageBucket: z.string().min(1),
    messagingSenderId: z.string().min(1),
    appId: z.string().min(1),
    measurementId: z.string().min(1).optional(),
  }),
  loanCalculatorUrl: z.url({ protocol: /^https?$/ }),
  recaptchaSiteKey: z.string().min(1),
});

/** The browser app's configuration. */
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * A global a static host may set before the app's script runs instead of the injected
 * element; our server never sets it, it injects the element.
 */
export const PUBLIC_CONFIG_GLOBAL = '__TOURVIEW_CONFIG__';

/** Formats zod issues as one line each, `path: message`, so every problem is listed. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
