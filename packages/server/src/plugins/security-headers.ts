import helmet from '@fastify/helmet';
import type { PublicConfig } from '@tourview/schema';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.js';

/** Security headers on every response, with the app's Content-Security-Policy. */
export async function registerSecurityHeaders(app: FastifyInstance, config: PublicConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only where the site is served over https; on a local http port it would stick.
    strictTransportSecurity: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Tiles may come from a CDN origin; the browser must be allowed to embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
