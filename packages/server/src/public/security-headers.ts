import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PresetConfig } from '@tourview/schema';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * The headers helmet sets for this configuration, collected once by running its middleware
 * against a recorder. Nothing in them depends on the request, and building them per request
 * (re-parsing the CSP directives every time) was a tenth of an API request's CPU time.
 * With `framers` (the set for embed pages), those origins may frame the page too, and
 * X-Frame-Options is left out: it only knows SAMEORIGIN, and browsers that honour it over
 * the CSP would refuse the frame. `scriptHashes` are the page's inline scripts (tour pages).
 */
export function securityHeaders(
  config: PresetConfig,
  framers: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  let finished = false;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, framers, scriptHashes),
    },
    xFrameOptions: framers.length === 0,
    // HSTS only where the site is served over https; on a local http port it would stick.
    strictTransportSecurity: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Tiles may come from a CDN origin; the browser must be allowed to embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Static directives make helmet synchronous; anything else would need it per request.
  if (!finished) throw new Error('security headers depend on the request');
  return headers;
}

/**
 * Security headers on every response but a 304, unless the reply already chose its own set
 * (embed pages in app-pages.ts, media in media.ts). A 304 carries no representation: the browser
 * keeps the headers stored with its 200 and updates only those the 304 repeats (RFC 9111
 * §4.3.4), so sending these 1.2 kB again would only slow down a revalidated page (a tour
 * page's 304 is 1.5 kB with them, 0.3 kB without: 7 ms on Fast-4G).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: PresetConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) reply.headers(headers);
    done(null, payload);
  });
}
