import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The studio loads nothing from anywhere but its own origin: no analytics, no reCAPTCHA, no
 * fonts. Images and workers may also be `data:`/`blob:` URLs (previews made in the page), and
 * no other site may frame it. It frames only what `framed` lists: the visitor origin, whose
 * pages show a draft's preview.
 */
export const STUDIO_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
};

/** The studio's headers, collected once from helmet (none depends on the request). */
export function studioSecurityHeaders(
  production: boolean,
  framed: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  const directives: Record<string, string[]> = { ...STUDIO_CSP, 'frame-src': ["'self'", ...framed] };
  if (production) directives['upgrade-insecure-requests'] = [];
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Setup links carry their token in the fragment, which no Referer holds; nothing else should leak either.
    referrerPolicy: { policy: 'no-referrer' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Adds the studio's security headers to every answer. */
export function registerStudioSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  framed: readonly string[],
): void {
  const headers = studioSecurityHeaders(production, framed);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
